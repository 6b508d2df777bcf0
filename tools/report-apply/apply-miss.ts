// A search that found nothing, sent by a fan with the song they meant, applied to the catalogue:
// what they typed becomes one of the song's aliases, or its reading when it is kana and the song
// has none written, so the next fan who types it finds the song (docs/maintaining.md).
import {
  type CatalogueSong,
  catalogueSongKey,
  type SongCatalogue,
} from '#build-src/archive-files/song-catalogue.ts'
import catalogueSchema from '#schemas/songs.schema.json' with { type: 'json' }
import type { MissRecord } from '#src/shared/fan-issues/report-record.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { schemaChecker } from '#src/shared/song-model/checks/schema-check.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import { removalNotice, removeZeroWidth } from '#src/shared/song-model/text/zero-width.ts'
import { otherSongNamed, searchFolder } from '#tools/data-check/alias-clashes.ts'
import { songLine } from '#tools/lib/cli.ts'
import { shortQuote } from '#tools/youtube/video-values.ts'

export type MissApplied =
  /** The catalogue's songs with the alias or reading in, what changed and the notes to print. */
  | { songs: CatalogueSong[]; change: string; notes: string[] }
  /** The song is found by the query already: nothing to write, and why. */
  | { unchanged: string }
  | { error: string }

/**
 * Kana only, as a reading is written: hiragana, katakana, the prolonged sound mark ー and the
 * iteration marks, with spaces between (the catalogue schema's reading holds kana and no kanji).
 */
const kanaOnly = /^[\u3041-\u3096\u309d\u309e\u30a1-\u30fa\u30fc-\u30fe\s]+$/u
const kana = /[\u3041-\u3096\u30a1-\u30fa]/u

/** Whether a query is a reading in kana. */
export const isKanaQuery = (query: string) => kanaOnly.test(query) && kana.test(query)

const checkCatalogue = schemaChecker(catalogueSchema)

/** `['songs', 3, 'aliases', 1]` as `songs[3].aliases[1]`, as data:check names fields. */
const fieldPath = (path: readonly (string | number)[]) =>
  path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${part}`))
    .join('')

/** Which of the song's names the query already is, once folded, as a phrase; null if none. */
function alreadyFound(song: CatalogueSong, query: string): string | null {
  const names = [song.title, ...(song.aliases ?? []), ...(song.reading ? [song.reading] : [])]
  const fold = searchFolder([...names, query])
  const folded = fold(query)
  if (fold(song.title) === folded) return `its title ${JSON.stringify(song.title)}`
  const alias = song.aliases?.find((name) => fold(name) === folded)
  if (alias !== undefined) return `its alias ${JSON.stringify(alias)}`
  if (song.reading && fold(song.reading) === folded)
    return `its reading ${JSON.stringify(song.reading)}`
  return null
}

/**
 * The catalogue with the miss's query written into the song the fan picked: its reading when the
 * query is kana and the song has no reading written, else one of its aliases. Refused (with why)
 * when no song was picked, the song is not in the catalogue, the alias is another song's title or
 * alias once folded for search, or the text would fail the data checks; unchanged when the song's
 * title, an alias or its reading already is the query once folded for search. `shown` is the
 * catalogue's path as printed.
 */
export function applyMiss(catalogue: SongCatalogue, miss: MissRecord, shown: string): MissApplied {
  if (!miss.song)
    return {
      error: `this is a search for ${shortQuote(miss.query)} with no song picked: a person has to read it, and write the alias into ${shown} by hand if a song is meant`,
    }
  const picked = miss.song
  const key = songKey({ songName: picked.title, singer: picked.artist })
  const index = catalogue.songs.findIndex((song) => catalogueSongKey(song) === key)
  const song = catalogue.songs[index]
  if (!song)
    return {
      error: `the search miss names the song ${songLine(picked.title, picked.artist)}, which ${shown} does not list: renamed since, or the block was edited; write the alias by hand`,
    }
  const named = songLine(song.title, song.artist)
  // A query copied from somewhere may carry a zero-width character: mended, as every tool does.
  const mended = removeZeroWidth(miss.query)
  const query = mended.text.trim()
  const notes =
    mended.removed.length > 0 ? [`(the miss's query): ${removalNotice(mended.removed)}`] : []
  if (query !== '' && foldForSearch(query) === '')
    return {
      error: `the query ${shortQuote(query)} holds only spaces, punctuation or symbols, which the search leaves out: as an alias it would find nothing`,
    }
  const found = alreadyFound(song, query)
  if (found)
    return {
      unchanged: `${shown}: ${named} is found by ${JSON.stringify(query)} already: ${found} is the same once folded for search`,
    }

  let entry: CatalogueSong
  let change: string
  if (isKanaQuery(query) && !song.reading) {
    entry = { ...song, reading: query }
    change = `${shown}: reading ${JSON.stringify(query)} written for ${named}`
  } else {
    // An alias that is another song's name would make a search for it find both (data:check
    // warns of one written by hand): whether that is meant is for a person to say.
    const other = otherSongNamed(catalogue.songs, index, query)
    if (other) {
      const owner = catalogue.songs[other.song]!
      const what = other.kind === 'title' ? 'the title' : `the alias ${JSON.stringify(other.text)}`
      return {
        error: `the query ${shortQuote(query)} is ${what} of ${songLine(owner.title, owner.artist)} once folded for search: as an alias of ${named} a search for it would find both songs; write it into ${shown} by hand if that is meant`,
      }
    }
    entry = { ...song, aliases: [...(song.aliases ?? []), query] }
    change = `${shown}: alias ${JSON.stringify(query)} added to ${named}`
    if (isKanaQuery(query))
      notes.push(
        `${named} has the reading ${JSON.stringify(song.reading)} written already, so the kana query is an alias instead; make it the reading in ${shown} by hand if it is the right one`,
      )
  }
  const songs = catalogue.songs.with(index, entry)
  // The written text is checked as data:check checks it (length, hidden characters, the reading's
  // form): the catalogue was valid before, so any problem now is the query's.
  const issue = checkCatalogue({ ...catalogue, songs })[0]
  if (issue)
    return {
      error: `the query ${shortQuote(query)} cannot be written into ${shown}: ${fieldPath(issue.path)} ${issue.message}`,
    }
  return { songs, change, notes }
}
