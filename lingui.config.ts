import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'
import { locales } from './src/i18n/locales'

// Besides the site's own catalog (the layout, the error pages), one per page and one per piece of
// code loaded on demand: each loads with its page or its code (src/i18n/catalog.ts). A message
// used in two of them is in both.
const parts: Record<string, string[]> = {
  home: ['src/features/home'],
  about: ['src/features/about'],
  // The list; its charts and its report dialog have their own.
  songs: ['src/features/songs'],
  charts: ['src/features/songs/charts'],
  report: ['src/features/songs/report', 'src/shared/contribute'],
  // The player's chunk: player-host.tsx and player-boundary.tsx, on every page, show no text.
  player: ['src/features/player'],
  // The setlist form; the check it runs on demand has its own.
  contribute: ['src/features/contribute'],
  'setlist-check': ['src/features/contribute/check', 'src/shared/contribute'],
}
const within = (dirs: string[]) => dirs.map((dir) => `<rootDir>/${dir}/**`)
const nested = (dir: string) =>
  Object.values(parts)
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
      exclude: ['**/*.test.*', '**/routeTree.gen.ts', ...within(Object.values(parts).flat())],
    },
    ...Object.entries(parts).map(([name, dirs]) => ({
      path: `<rootDir>/src/locales/{locale}/${name}`,
      include: dirs,
      exclude: ['**/*.test.*', ...within(dirs.flatMap(nested))],
    })),
  ],
  // Without line numbers, moving code around does not churn the translators' files.
  format: formatter({ lineNumbers: false }),
})
