import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { locales } from './src/i18n/locales'

// The code of the report dialog and the setlist form, which load on demand with their messages.
const contributeSources = [
  'src/features/contribute',
  'src/features/songs/report',
  'src/shared/contribute',
]

export default defineConfig({
  // The locale table is the one list of languages; its first entry is the source.
  sourceLocale: locales[0].tag,
  locales: locales.map((l) => l.tag),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: [
        '**/*.test.*',
        '**/routeTree.gen.ts',
        ...contributeSources.map((dir) => `<rootDir>/${dir}/**`),
      ],
    },
    {
      // Loaded only when a report dialog or the setlist form opens (src/i18n/catalog.ts).
      path: '<rootDir>/src/locales/{locale}/contribute',
      include: contributeSources,
      exclude: ['**/*.test.*'],
    },
  ],
  // Without line numbers, moving code around does not churn the translators' files.
  format: formatter({ lineNumbers: false }),
})
