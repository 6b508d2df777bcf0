// Aliases that name another song: an alias the search takes for another song's title or alias
// makes a search for it find both, so a fan who typed it may be given the wrong one (`Lemon` as an
// alias of 夜に駆ける). data:check warns of each; report:apply writes none.
import type { CatalogueSong } from '#build-src/archive-files/song-catalogue.ts'
import { canonicalHan } from '#build-src/search-keys/han-forms.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'

/** Texts folded as the search compares them, Han characters in one form (千本樱 = 千本桜). */
export function searchFolder(texts: readonly string[]): (text: string) => string {
  const han = new Set(texts.join('').match(/\p{sc=Han}/gu))
  const forms = new Map([...han].map((ch) => [ch, canonicalHan(ch)]))
  return (text) => foldForSearch(text, forms)
}

/** A song's title or one of its aliases. */
export interface SongName {
  /** The song's index in the catalogue. */
  song: number
  kind: 'title' | 'alias'
  text: string
}

/** Every title and alias of the catalogue by its folded form, each with every song it names. */
function namesByFold(songs: readonly CatalogueSong[], fold: (text: string) => string) {
  const names = new Map<string, SongName[]>()
  const add = (name: SongName) => {
    const folded = fold(name.text)
    // A name of punctuation alone is found by no search, and names nothing.
    if (folded !== '') names.set(folded, [...(names.get(folded) ?? []), name])
  }
  songs.forEach((song, i) => add({ song: i, kind: 'title', text: song.title }))
  songs.forEach((song, i) => song.aliases?.forEach((text) => add({ song: i, kind: 'alias', text })))
  return names
}

const allNames = (songs: readonly CatalogueSong[]) =>
  songs.flatMap((song) => [song.title, ...(song.aliases ?? [])])

/**
 * The other song whose title, or else one of whose aliases, `text` is once folded for search
 * (NFKC, case, kana script, spaces, punctuation and symbols, Han forms: search-fold.ts), when
 * given to song `index`; null when none is.
 */
export function otherSongNamed(
  songs: readonly CatalogueSong[],
  index: number,
  text: string,
): SongName | null {
  const fold = searchFolder([...allNames(songs), text])
  const owners = namesByFold(songs, fold).get(fold(text)) ?? []
  return owners.find((owner) => owner.song !== index) ?? null
}

/** An alias of one song that is another's title or alias. */
export interface AliasClash {
  song: number
  alias: number
  text: string
  other: SongName
}

/**
 * Each alias that is another song's title, or an alias of another song listed before it, once
 * folded for search: a clash of two aliases is named once, at the later one.
 */
export function aliasClashes(songs: readonly CatalogueSong[]): AliasClash[] {
  const fold = searchFolder(allNames(songs))
  const names = namesByFold(songs, fold)
  return songs.flatMap((song, i) =>
    (song.aliases ?? []).flatMap((text, j) => {
      // An alias that is its own song's title adds no name: two songs of one title are no clash.
      if (fold(text) === fold(song.title)) return []
      const others = (names.get(fold(text)) ?? []).filter((owner) => owner.song !== i)
      const other =
        others.find((owner) => owner.kind === 'title') ??
        others.find((owner) => owner.song < i) ??
        null
      return other ? [{ song: i, alias: j, text, other }] : []
    }),
  )
}

/** `songs[3].aliases[0]: "Lemon" is the title of songs[0] (Lemon / 米津玄師) once folded…`. */
export function clashLine(clash: AliasClash, songs: readonly CatalogueSong[]): string {
  const { other } = clash
  const owner = songs[other.song]!
  const what = other.kind === 'title' ? 'the title' : `the alias ${JSON.stringify(other.text)}`
  return `songs[${clash.song}].aliases[${clash.alias}]: ${JSON.stringify(clash.text)} is ${what} of songs[${other.song}] (${owner.title} / ${owner.artist}) once folded for search: a search for it finds both songs`
}
