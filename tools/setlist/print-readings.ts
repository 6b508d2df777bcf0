import { createKanaReader } from '../../build/search/kana-reading'
import { createWordReader, type WordReadings } from '../../build/search/word-readings'
import type { CatalogueSong } from '../../build/song-data/song-catalogue'
import { displayPath } from '../../build/song-data/stream-files'
import { printable } from '../lib/cli'

const han = /\p{Script=Han}/u

/**
 * How sure the build's reading of a title is, from the readings' evaluation set (docs/search.md):
 * a kanji the analyser left unread is always wrong (23 of 23); with a word its dictionary also reads
 * another way, the text's reading is wrong for one text in three (124 of 340), against one in
 * twelve for the other texts with kanji (27 of 332); kana alone is read as written.
 */
export type ReadingDoubt = 'unread' | 'other-readings' | 'analysed' | 'as-written'

export interface ReadingToCheck {
  song: CatalogueSong
  reading: string
  doubt: ReadingDoubt
  /** The title's words the dictionary also reads another way. */
  others: WordReadings[]
}

const order: ReadingDoubt[] = ['unread', 'other-readings', 'analysed', 'as-written']

/** The words with other readings, each once however often the title has it. */
const uniqueWords = (words: WordReadings[]) =>
  words.filter((w, i) => w.others.length > 0 && words.findIndex((o) => o.word === w.word) === i)

/** Each title's reading and doubt, the likeliest wrong first (the order of `songs` kept within). */
export async function readingsToCheck(
  songs: readonly CatalogueSong[],
  read: (text: string) => Promise<string>,
  wordsOf: (text: string) => WordReadings[],
): Promise<ReadingToCheck[]> {
  const checked: ReadingToCheck[] = []
  for (const song of songs) {
    const reading = await read(song.title)
    const others = han.test(reading) ? [] : uniqueWords(wordsOf(song.title))
    const doubt: ReadingDoubt = han.test(reading)
      ? 'unread'
      : others.length > 0
        ? 'other-readings'
        : han.test(song.title.normalize('NFKC'))
          ? 'analysed'
          : 'as-written'
    checked.push({ song, reading, doubt, others })
  }
  return checked.sort((a, b) => order.indexOf(a.doubt) - order.indexOf(b.doubt))
}

/** What the line of a title says after its reading. */
function remark({ doubt, others }: ReadingToCheck): string {
  if (doubt === 'unread') return ' (a kanji left unread: wrong)'
  if (doubt === 'analysed') return ' (read by the analyser: check it)'
  if (doubt === 'as-written') return ''
  const words = others.map((w) => `${w.word} as ${w.others.join(' or ')}`)
  return ` (the dictionary also reads ${words.join(', ')}: check it)`
}

/**
 * The build's reading of each new title without a written one, the likeliest wrong first, for
 * the maintainer to confirm or correct.
 */
export async function printReadings(
  added: readonly CatalogueSong[],
  catalogue: string,
): Promise<void> {
  const unwritten = added.filter((song) => song.reading === undefined)
  if (unwritten.length === 0) return
  // The dictionary's second load is for titles with kanji only.
  const wordsOf = unwritten.some((song) => han.test(song.title.normalize('NFKC')))
    ? await createWordReader()
    : () => []
  const checked = await readingsToCheck(unwritten, await createKanaReader(), wordsOf)
  console.log(
    `New songs for ${displayPath(catalogue)}, with the reading the build will use, the likeliest wrong first:`,
  )
  for (const entry of checked) {
    const { song, reading } = entry
    const shown = reading || '(no kanji or kana)'
    console.log(printable(`  ${song.title} / ${song.artist}: ${shown}${remark(entry)}`))
  }
  console.log(
    'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
  )
  if (checked.some((c) => c.doubt !== 'as-written'))
    console.log('A title in Chinese is found by its pinyin and needs no reading.')
}
