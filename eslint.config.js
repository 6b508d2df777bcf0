import js from '@eslint/js'
import pluginLingui from 'eslint-plugin-lingui'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'src/routeTree.gen.ts',
      'bench/out',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  pluginLingui.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Interface components must not ship untranslated text; content data modules are exempt.
    files: ['src/features/**/*.tsx', 'src/routes/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: ['^[^\\p{L}]*$', '^[a-z0-9:_./#@?=&-]+( [a-z0-9:_./#@?=&-]+)*$', '^[A-Z_]+$'],
          ignoreNames: [
            { regex: { pattern: '^(className|class|to|href|rel|target|type|id|role|key|lang)$' } },
            { regex: { pattern: '^aria-(controls|describedby|labelledby|live|current|hidden)$' } },
            { regex: { pattern: '^(data-|on[A-Z])' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'useMatch', 'getRouteApi', 'createFileRoute'],
        },
      ],
    },
  },
)
