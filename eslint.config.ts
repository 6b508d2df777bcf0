import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import vitest from '@vitest/eslint-plugin'
import pluginLingui from 'eslint-plugin-lingui'
import playwright from 'eslint-plugin-playwright'
import reactHooks from 'eslint-plugin-react-hooks'
import simpleImportSort from 'eslint-plugin-simple-import-sort'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import folders from './tools/lint/import-zones.ts'

// One-way imports: shared code (src/shared, src/lib, src/i18n) -> features -> the app (its shell
// in src/app-shell, src/routes and the entry files). A feature never reaches into another. Around
// the site: build-src and tools import its shared layers, tools import build-src, nothing in src
// imports them. Cycles: tests/unit/import-cycles.test.ts.
// The browser specs of the test archive never read the content under test.
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const app = [
  './src/app-shell',
  './src/routes',
  './src/main.tsx',
  './src/app.tsx',
  './src/router.tsx',
  './src/entry-server.tsx',
]
const sharedLayers = ['./src/shared', './src/lib', './src/i18n']
// Tests may import anything they test or set up with.
const tests = '\\.test\\.tsx?$'
const importZones = [
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to src/shared/.',
  })),
  { target: './src/features', from: app, message: 'A feature does not import the app shell.' },
  ...sharedLayers.map((target) => ({
    target,
    from: ['./src/features', ...app],
    message: 'Shared code does not import features or the app shell.',
  })),
  // The site ships alone: nothing of the build, the tools, the tests or the benches.
  {
    target: './src',
    from: ['./build-src', './tools', './tests', './bench', './netlify'],
    exceptFiles: tests,
    message: 'The site does not import the build, the tools, the tests or the benches.',
  },
  // The build and the tools stand on what the site shares (the page and locale tables, shared
  // code); the prerender renders the server entry and asks the worker which pages it keeps.
  {
    target: './build-src',
    from: './src',
    except: ['./shared', './lib', './i18n', './entry-server.tsx', './service-worker'],
    exceptFiles: tests,
    message: 'The build imports src/shared, src/lib and src/i18n, not pages or the app shell.',
  },
  {
    target: './build-src',
    from: ['./tools', './tests', './bench'],
    exceptFiles: tests,
    message: 'The build does not import the tools, the tests or the benches: they import it.',
  },
  {
    target: './tools',
    from: './src',
    except: ['./shared', './lib', './i18n'],
    exceptFiles: tests,
    message: 'A tool imports src/shared, src/lib and src/i18n, not pages or the app shell.',
  },
  {
    // tools/og-image.ts draws with the project's Chromium, which tests/support/chromium.ts names.
    target: './tools',
    from: ['./tests', './bench'],
    except: ['./support/chromium.ts'],
    exceptFiles: tests,
    message: 'A tool does not import the tests or the benches.',
  },
  {
    target: './tests/e2e/fixture-archive',
    from: ['./tests/support/content-under-test', './tests/support/content-streams'],
    message:
      'These specs run against the test archive, not the content under test: name its data directly.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
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
    plugins: { folders, 'simple-import-sort': simpleImportSort },
    rules: {
      'folders/import-zones': ['error', { zones: importZones }],
      // Imports read from the root (package.json `imports`): a parent is named by its alias.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./',
              message: 'Import from a parent folder through its alias (#src/…, #tests/…).',
            },
            {
              // One way to name a module, which Node, Vite's config loader and TypeScript share;
              // Netlify's build plugins are JavaScript, as Netlify loads them.
              regex: '^(#|\\./)(?!netlify/.*\\.js$)(?!.*\\.(tsx?|css|po|json|svg)$)',
              message: 'Name the imported file with its extension.',
            },
          ],
        },
      ],
      'simple-import-sort/imports': [
        'error',
        {
          // Packages, then the project's aliases, then the folder's own files; styles last, in
          // the order written, as the stylesheet's cascade follows it.
          groups: [
            ['^\\u0000(?!.*\\.css$)'],
            ['^node:', '^@?\\w'],
            ['^#'],
            ['^\\.'],
            ['^\\u0000.*\\.css$'],
          ],
        },
      ],
      'simple-import-sort/exports': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // A spread in a call puts every element on the stack: an array sized by a file, an API or the
    // archive overflows it (a my-list file once did). Tests spread fixtures they wrote.
    files: ['src/**', 'build-src/**', 'tools/**', 'bench/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(CallExpression, NewExpression) > SpreadElement',
          message: 'Spread into a call is bounded by the stack: use a loop, concat or reduce.',
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // A property test asserts through fast-check.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'fc.assert'] }],
      'vitest/no-focused-tests': 'error',
      'vitest/no-disabled-tests': 'error',
      'vitest/no-standalone-expect': 'error',
    },
  },
  {
    files: ['tests/e2e/**/*.ts'],
    plugins: { playwright },
    rules: {
      'playwright/valid-expect': 'error',
      'playwright/expect-expect': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/no-skipped-test': 'error',
      'playwright/no-standalone-expect': 'error',
    },
  },
  {
    // Interface components must not ship untranslated text; content data modules are exempt.
    files: ['src/features/**/*.tsx', 'src/app-shell/**/*.tsx', 'src/routes/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Text without letters, lowercase identifiers and SVG path data are not interface text.
          ignore: [
            '^[^\\p{L}]*$',
            '^[MLHVCSQTAZmlhvcsqtaz0-9 .,-]+$',
            '^[a-z0-9:_./#@?=&-]+( [a-z0-9:_./#@?=&-]+)*$',
            '^[A-Z_]+$',
          ],
          ignoreNames: [
            { regex: { pattern: '^(className|class|to|href|rel|target|type|id|role|key|lang)$' } },
            { regex: { pattern: '^aria-(controls|describedby|labelledby|live|current|hidden)$' } },
            { regex: { pattern: '^(data-|on[A-Z])' } },
          ],
          ignoreFunctions: [
            'console.*',
            'Error',
            'useMatch',
            'getRouteApi',
            'createFileRoute',
            // A media query is never interface text.
            'window.matchMedia',
          ],
        },
      ],
    },
  },
)
