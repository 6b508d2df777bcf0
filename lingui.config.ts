import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { locales } from './src/i18n/locales'

export default defineConfig({
  // The locale table is the one list of languages; its first entry is the source.
  sourceLocale: locales[0].tag,
  locales: locales.map((l) => l.tag),
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
