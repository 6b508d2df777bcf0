import { createKanaReader } from '../../build/search/kana-reading'
import type { CatalogueSong } from '../../build/song-data/song-catalogue'
import { displayPath } from '../../build/song-data/stream-files'
import { printable } from '../lib/cli'

const han = /\p{Script=Han}/u

/**
 * How sure the build's reading of a title is, from the readings' evaluation set (docs/search.md):
 * a kanji the analyser left unread is always wrong (23 of 23), its reading of a text with kanji is
 * wrong for one text in four (174 of 695), and kana alone is read as written.
 */
export type ReadingDoubt = 'unread' | 'analysed' | 'as-written'

export interface ReadingToCheck {
  song: CatalogueSong
  reading: string
  doubt: ReadingDoubt
}

const order: ReadingDoubt[] = ['unread', 'analysed', 'as-written']

/** Each title's reading and doubt, the likeliest wrong first (the order of `songs` kept within). */
export async function readingsToCheck(
  songs: readonly CatalogueSong[],
  read: (text: string) => Promise<string>,
): Promise<ReadingToCheck[]> {
  const checked: ReadingToCheck[] = []
  for (const song of songs) {
    const reading = await read(song.title)
    const doubt: ReadingDoubt = han.test(reading)
      ? 'unread'
      : han.test(song.title.normalize('NFKC'))
        ? 'analysed'
        : 'as-written'
    checked.push({ song, reading, doubt })
  }
  return checked.sort((a, b) => order.indexOf(a.doubt) - order.indexOf(b.doubt))
}

const mark: Record<ReadingDoubt, string> = {
  unread: ' (a kanji left unread: wrong)',
  analysed: ' (read by the analyser: check it)',
  'as-written': '',
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
  const checked = await readingsToCheck(unwritten, await createKanaReader())
  console.log(
    `New songs for ${displayPath(catalogue)}, with the reading the build will use, the likeliest wrong first:`,
  )
  for (const { song, reading, doubt } of checked) {
    const shown = reading || '(no kanji or kana)'
    console.log(printable(`  ${song.title} / ${song.artist}: ${shown}${mark[doubt]}`))
  }
  console.log(
    'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
  )
  if (checked.some((c) => c.doubt !== 'as-written'))
    console.log('A title in Chinese is found by its pinyin and needs no reading.')
}
