import {
  type CatalogueSong,
  catalogueSongKey,
  type SongCatalogue,
} from '#build-src/archive-files/song-catalogue.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { createKanaReader } from '#build-src/search-keys/kana-reading.ts'
import { createWordReader, type WordReadings } from '#build-src/search-keys/word-readings.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { printable, songLine } from '#tools/lib/cli.ts'

import { textLanguages } from './chinese-texts.ts'

const han = /\p{Script=Han}/u

/**
 * How sure the build's reading of a text is, from the readings' evaluation set (docs/search.md):
 * a kanji the analyser left unread is always wrong (23 of 23); with a word its dictionary also reads
 * another way, the text's reading is wrong for one text in three (124 of 340), against one in
 * twelve for the other texts with kanji (27 of 332); kana alone is read as written.
 */
export type ReadingDoubt = 'unread' | 'other-readings' | 'analysed' | 'as-written'

export interface ReadingToCheck<T> {
  item: T
  reading: string
  doubt: ReadingDoubt
  /** The text's words the dictionary also reads another way. */
  others: WordReadings[]
}

const order: ReadingDoubt[] = ['unread', 'other-readings', 'analysed', 'as-written']

/** The words with other readings, each once however often the text has it. */
const uniqueWords = (words: WordReadings[]) =>
  words.filter((w, i) => w.others.length > 0 && words.findIndex((o) => o.word === w.word) === i)

/** Each item's reading and doubt, the likeliest wrong first (the order of `items` kept within). */
export async function readingsToCheck<T>(
  items: readonly T[],
  textOf: (item: T) => string,
  read: (text: string) => Promise<string>,
  wordsOf: (text: string) => WordReadings[],
): Promise<ReadingToCheck<T>[]> {
  const checked: ReadingToCheck<T>[] = []
  for (const item of items) {
    const text = textOf(item)
    const reading = await read(text)
    const others = han.test(reading) ? [] : uniqueWords(wordsOf(text))
    const doubt: ReadingDoubt = han.test(reading)
      ? 'unread'
      : others.length > 0
        ? 'other-readings'
        : han.test(text.normalize('NFKC'))
          ? 'analysed'
          : 'as-written'
    checked.push({ item, reading, doubt, others })
  }
  return checked.sort((a, b) => order.indexOf(a.doubt) - order.indexOf(b.doubt))
}

/** What the line of a text says after its reading. */
function remark({ doubt, others }: ReadingToCheck<unknown>): string {
  if (doubt === 'unread') return ' (a kanji left unread: wrong)'
  if (doubt === 'analysed') return ' (read by the analyser: check it)'
  if (doubt === 'as-written') return ''
  const words = others.map((w) => `${w.word} as ${w.others.join(' or ')}`)
  return ` (the dictionary also reads ${words.join(', ')}: check it)`
}

/**
 * The artists of the added songs that the catalogue had no song by and gives no reading for,
 * in the order they come. Songs' artists compare folded, as the build shares one reading per
 * folded text; a written reading applies to its exact name only. The added songs do not count,
 * whether the catalogue holds them yet or not.
 */
export function newArtists(added: readonly CatalogueSong[], catalogue: SongCatalogue): string[] {
  const addedKeys = new Set(added.map(catalogueSongKey))
  const sung = new Set(
    catalogue.songs
      .filter((song) => !addedKeys.has(catalogueSongKey(song)))
      .map((song) => foldForSearch(song.artist)),
  )
  const written = new Set((catalogue.artists ?? []).map((artist) => artist.name))
  const seen = new Set<string>()
  return added
    .map((song) => song.artist)
    .filter((artist) => {
      const folded = foldForSearch(artist)
      // An unknown artist ('') has no name to read.
      if (artist === '' || sung.has(folded) || written.has(artist) || seen.has(folded)) return false
      seen.add(folded)
      return true
    })
}

/** The build's analyser and its dictionary's word readings. */
export interface Readers {
  read: (text: string) => Promise<string>
  wordsOf: (text: string) => WordReadings[]
}

// The dictionary's second load is for texts with kanji only.
const buildReaders = async (texts: string[]): Promise<Readers> => ({
  read: await createKanaReader(),
  wordsOf: texts.some((text) => han.test(text.normalize('NFKC')))
    ? await createWordReader()
    : () => [],
})

/** How many lines of each reading list a tool prints without --verbose. */
export const readingLines = 20

/** The first `limit` lines, then one with how many are left (none with an Infinity limit). */
export function cappedLines(lines: readonly string[], limit: number): string[] {
  if (lines.length <= limit) return [...lines]
  const count = (n: number) => n.toLocaleString('en')
  return [
    ...lines.slice(0, limit),
    `… and ${count(lines.length - limit)} more, ${count(lines.length)} in all: --verbose lists them all`,
  ]
}

export interface PrintReadingsOptions {
  /** The build's analyser and dictionary unless given. */
  readers?: Readers
  /** Every line of each list, rather than the first `readingLines`. */
  verbose?: boolean
  /** The titles of each stream the tool adds: a stream's language is evidence of its titles'. */
  streams?: readonly (readonly string[])[]
}

/** `1 title`, `1,234 titles`; `words` for a plural that is not the word and an s. */
export const plural = (n: number, word: string, words = `${word}s`): string =>
  `${n.toLocaleString('en')} ${n === 1 ? word : words}`

/**
 * The build's reading of each new title and each new artist without a written one, the likeliest
 * wrong first, for the maintainer to confirm or correct. Texts taken for Chinese are left out
 * (chinese-texts.ts): the song list finds them by their pinyin. `catalogue` is as it was before the
 * songs were added.
 */
export async function printReadings(
  added: readonly CatalogueSong[],
  catalogueFile: string,
  catalogue: SongCatalogue,
  { readers, verbose = false, streams = [] }: PrintReadingsOptions = {},
): Promise<void> {
  const unread = added.filter((song) => song.reading === undefined)
  const unreadArtists = newArtists(added, catalogue)
  if (unread.length === 0 && unreadArtists.length === 0) return
  const languageOf = textLanguages(
    catalogue.songs.concat(added),
    (catalogue.artists ?? []).map((artist) => artist.name),
    streams,
  )
  const chinese = (text: string) => languageOf(text) === 'chinese'
  const titles = unread.filter((song) => !chinese(song.title))
  const artists = unreadArtists.filter((artist) => !chinese(artist))
  const limit = verbose ? Infinity : readingLines
  if (titles.length > 0 || artists.length > 0) {
    const { read, wordsOf } =
      readers ?? (await buildReaders([...titles.map((song) => song.title), ...artists]))
    const checkedTitles = await readingsToCheck(titles, (song) => song.title, read, wordsOf)
    const checkedArtists = await readingsToCheck(artists, (artist) => artist, read, wordsOf)
    const shown = (reading: string) => reading || '(no kanji or kana)'
    if (checkedTitles.length > 0) {
      console.log(
        `New songs for ${displayPath(catalogueFile)}, with the reading the build will use, the likeliest wrong first:`,
      )
      const lines = checkedTitles.map(
        (entry) =>
          `${songLine(entry.item.title, entry.item.artist)}: ${shown(entry.reading)}${remark(entry)}`,
      )
      for (const line of cappedLines(lines, limit)) console.log(printable(`  ${line}`))
      console.log(
        'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
      )
    }
    if (checkedArtists.length > 0) {
      console.log('New artists, with the reading the build will use, the likeliest wrong first:')
      const lines = checkedArtists.map(
        (entry) => `${entry.item}: ${shown(entry.reading)}${remark(entry)}`,
      )
      for (const line of cappedLines(lines, limit)) console.log(printable(`  ${line}`))
      console.log(
        'Where a reading is wrong, add the name and its reading to the catalogue\'s "artists" list (docs/data.md).',
      )
    }
  }
  const leftTitles = unread.filter((song) => chinese(song.title))
  const leftArtists = unreadArtists.filter(chinese)
  if (leftTitles.length === 0 && leftArtists.length === 0) return
  const counted = [
    ...(leftTitles.length > 0 ? [plural(leftTitles.length, 'title')] : []),
    ...(leftArtists.length > 0 ? [plural(leftArtists.length, 'artist')] : []),
  ].join(' and ')
  console.log(
    `Not listed: ${counted} taken for Chinese, which need no reading${verbose ? ':' : ' (--verbose lists them)'}`,
  )
  if (!verbose) return
  for (const song of leftTitles) console.log(printable(`  ${songLine(song.title, song.artist)}`))
  for (const artist of leftArtists) console.log(printable(`  ${artist}`))
}
