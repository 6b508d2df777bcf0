import { byCodePoint } from '#src/shared/song-model/text/compare.ts'

/**
 * Song page addresses (`/songs/<slug>`). A slug is derived once and then kept in the catalogue
 * (`slug` on the entry), so a renamed title keeps its address; a slug changed on purpose moves
 * to `oldSlugs` and keeps working as a redirect.
 *
 * The rule for a song without a stored slug:
 * - every stored slug and every `oldSlugs` entry is taken first, and never given again;
 * - the songs without one are served sorted by title, then artist (code-point order), never by
 *   their place in the file, so adding or moving a song cannot change another's slug;
 * - each takes the first free of: `slugify(title)`, `slugify(title)-slugify(artist)`, then that
 *   with `-2`, `-3`…; a title with nothing left after slugify (all punctuation) uses
 *   `song-<8 hex digits>` instead of `slugify(title)`, the FNV-1a 32-bit hash of
 *   `title + U+0000 + artist` (over its UTF-16 code units); an artist with nothing left adds no
 *   part. The part before a number is cut as slugify cuts, so every candidate stays within 60
 *   code points and in slugify's form.
 */

const maxLength = 60

// Letters and marks that are drawn as nothing (variation selectors such as the U+FE0F of ❤️, the
// combining grapheme joiner, Hangul fillers): an address holds nothing a reader cannot see.
const invisible = /(?=[\p{L}\p{M}\p{N}])\p{Default_Ignorable_Code_Point}/gu

/**
 * A text in page-address form: NFKC-normalised (full width to half, half-width katakana to full),
 * lower-cased without a locale, invisible letters and marks left out, every run of characters that
 * are not letters, marks or numbers (of any script) made one `-`, no `-` at either end, and at most
 * 60 code points (cut at a `-` when there is one within them). '' when nothing is left.
 */
export const slugify = (text: string): string => addressForm(text, true)

function addressForm(text: string, leaveOutInvisible: boolean): string {
  const lower = text
    .normalize('NFKC')
    .toLowerCase()
    // Lower-casing can undo the normal form (İ gains a combining dot that must be reordered).
    .normalize('NFKC')
  // Taking out a mark can bring two others together, to be put in canonical order again.
  const seen = leaveOutInvisible ? lower.replace(invisible, '').normalize('NFKC') : lower
  const slug = seen.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '')
  return cut(slug, maxLength)
}

/** A slug of at most `limit` code points: cut at its last `-` within them, else inside the word. */
function cut(slug: string, limit: number): string {
  const points = [...slug]
  if (points.length <= limit) return slug
  const head = points.slice(0, limit).join('')
  const lastHyphen = head.lastIndexOf('-')
  return (lastHyphen > 0 ? head.slice(0, lastHyphen) : head).replace(/-+$/, '')
}

/**
 * True for a non-empty text already in slugify's form: what a stored slug must be. A slug written
 * before slugify left out invisible marks (`love-` and a U+FE0F) is one too, so that an address
 * already given, or kept in `oldSlugs`, stays valid.
 */
export const isSlug = (text: string): boolean =>
  text !== '' && (slugify(text) === text || addressForm(text, false) === text)

/** FNV-1a, 32 bits, over UTF-16 code units, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

export interface SluggedSong {
  title: string
  artist: string
  slug?: string
  oldSlugs?: readonly string[]
}

/** The slug of each song, in the order given: its stored one, or one derived by the rule above. */
export function assignSongSlugs(songs: readonly SluggedSong[]): string[] {
  const taken = new Set<string>()
  for (const song of songs) {
    if (song.slug !== undefined) taken.add(song.slug)
    for (const old of song.oldSlugs ?? []) taken.add(old)
  }
  const slugs = songs.map((song) => song.slug ?? '')
  const unslugged = songs
    .map((song, index) => ({ song, index }))
    .filter(({ song }) => song.slug === undefined)
    .sort(
      (a, b) =>
        byCodePoint(a.song.title, b.song.title) || byCodePoint(a.song.artist, b.song.artist),
    )
  for (const { song, index } of unslugged) {
    const base = slugify(song.title) || `song-${fnv1a(`${song.title}\u0000${song.artist}`)}`
    const artist = slugify(song.artist)
    const withArtist = artist === '' ? base : cut(`${base}-${artist}`, maxLength)
    // Every candidate fits in 60 code points, so each is in slugify's form (isSlug).
    const candidate = (n: number) =>
      n === 0 ? base : n === 1 ? withArtist : `${cut(withArtist, maxLength - `-${n}`.length)}-${n}`
    let n = 0
    while (taken.has(candidate(n))) n++
    const slug = candidate(n)
    taken.add(slug)
    slugs[index] = slug
  }
  return slugs
}
