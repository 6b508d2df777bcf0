import { type LocaleEntry, locales as siteLocales } from '#src/i18n/locales.ts'
import type { PagePath } from '#src/lib/page-table.ts'
import { assignSongSlugs, type SluggedSong } from '#src/shared/song-model/keys/song-slug.ts'

/**
 * `_redirects` rules that keep a song's earlier addresses (`oldSlugs` in the catalogue) working: a
 * permanent redirect to its page, in each URL form. The old path is written both as typed and
 * percent-encoded, since an address in Japanese reaches the edge either way; the target is
 * percent-encoded, as a Location header must be. They go before the committed rules, whose
 * catch-all would answer 404 first.
 */
export function oldSlugRedirects(
  songs: readonly SluggedSong[],
  table: readonly LocaleEntry[] = siteLocales,
): string {
  const slugs = assignSongSlugs(songs)
  const forms = (path: PagePath) => [path, ...table.map((l) => `/${l.code}${path}`)]
  const lines = songs.flatMap((song, i) =>
    (song.oldSlugs ?? []).flatMap((old) => {
      // Each URL form to the same form of the current address.
      const to = forms(`/songs/${slugs[i] ?? ''}`)
      return forms(`/songs/${old}`).flatMap((path, k) => {
        const target = encodeURI(to[k] ?? '')
        const encoded = encodeURI(path)
        return encoded === path
          ? [`${path} ${target} 301`]
          : [`${path} ${target} 301`, `${encoded} ${target} 301`]
      })
    }),
  )
  if (lines.length === 0) return ''
  return `# Songs' earlier addresses (oldSlugs in the catalogue), written by build-src/prerender.ts.\n${lines.join('\n')}\n\n`
}
