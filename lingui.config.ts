import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

import { catalogParts } from './src/i18n/catalog-parts.ts'
import { locales } from './src/i18n/locales.ts'

const within = (dirs: readonly string[]) => dirs.map((dir) => `<rootDir>/${dir}/**`)
const nested = (dir: string): string[] =>
  Object.values(catalogParts)
    .flat()
    .filter((other) => other.startsWith(`${dir}/`))

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
        ...within(Object.values(catalogParts).flat()),
      ],
    },
    ...Object.entries(catalogParts).map(([name, dirs]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: [...dirs],
      exclude: ['**/*.test.*', ...within(dirs.flatMap(nested))],
    })),
  ],
  // Without line numbers, moving code around does not churn the translators' files.
  format: formatter({ lineNumbers: false }),
})
