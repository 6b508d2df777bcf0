import { createKanaReader } from '../../build/search/kana-reading'
import type { CatalogueSong } from '../../build/song-data/song-catalogue'
import { displayPath } from '../../build/song-data/stream-files'
import { printable } from '../lib/cli'

/** The build's reading of each new title, for the maintainer to confirm or correct. */
export async function printReadings(
  added: readonly CatalogueSong[],
  catalogue: string,
): Promise<void> {
  if (added.length === 0) return
  const read = await createKanaReader()
  console.log(`New songs for ${displayPath(catalogue)}, with the reading the build will use:`)
  for (const song of added) {
    const reading = await read(song.title)
    console.log(printable(`  ${song.title} / ${song.artist}: ${reading || '(no kanji or kana)'}`))
  }
  console.log(
    'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
  )
}
