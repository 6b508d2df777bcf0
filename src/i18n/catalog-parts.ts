/**
 * The catalogs besides the site's own (`messages`: the layout, the error pages), one per page and
 * one per piece of code loaded on demand, each with the source folders whose messages it holds.
 * The one list of catalog names: lingui.config.ts writes a PO file per entry and locale, and pages
 * and on-demand code name the entry they load (src/i18n/catalog.ts). A message used in two parts
 * is in both.
 */
export const catalogParts = {
  // "Since your last visit" is on the home page and the song list, and only there.
  home: ['src/features/home', 'src/shared/whats-new', 'src/shared/recap-links'],
  about: ['src/features/about', 'src/shared/recap-links'],
  // The list; its charts and its report dialog have their own.
  songs: ['src/features/songs', 'src/shared/whats-new', 'src/shared/debut'],
  // A song's and a stream's pages, with the list's catalog for the rows they share.
  'song-pages': ['src/features/songs/pages'],
  charts: ['src/features/songs/charts', 'src/shared/recap-links'],
  // The report dialog, and the one for a search that found nothing, which sends the same way.
  report: [
    'src/features/songs/report',
    'src/features/songs/miss',
    'src/shared/fan-issues/send',
    'src/shared/fan-issues/fields',
  ],
  // A stream's setlist copy (as a comment or as chapters), loaded with its code when opened.
  'setlist-copy': ['src/features/songs/setlist-copy'],
  // The request copy's confirmation and refusal, loaded with its code in the list's idle time.
  request: ['src/features/songs/request'],
  // The rows' menu, loaded with the menu's code on its first press.
  'row-menu': ['src/features/songs/row-menu'],
  // The player's chunk: player-host.tsx and player-boundary.tsx, on every page, show no text.
  player: ['src/features/player', 'src/shared/debut'],
  // The setlist form; the check it runs on demand has its own.
  contribute: ['src/features/contribute', 'src/shared/fan-issues/fields'],
  'setlist-check': ['src/features/contribute/check', 'src/shared/fan-issues/send'],
  mylist: ['src/features/my-list'],
  offline: ['src/features/offline'],
  recap: ['src/features/recap'],
  // The feeds' text: only the build reads it (src/entry-server.tsx), no page loads it.
  feed: ['src/shared/feeds'],
} as const satisfies Record<string, readonly string[]>

export type PartCatalog = keyof typeof catalogParts
