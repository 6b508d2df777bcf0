import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

export default defineConfig({
  sourceLocale: 'ja',
  locales: ['ja', 'zh-Hant'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', '**/routeTree.gen.ts'],
    },
  ],
  // Without line numbers, moving code around does not churn the translators' files.
  format: formatter({ lineNumbers: false }),
})
