// `npm run bench:search-index [-- <content folder>...]`: what the build-time search data costs for
// the distinct titles and artists of each content folder (CONTENT_DIR or content/ unless given;
// `npm run bench:data` writes a large one): analyser start-up, kana readings, romaji, pinyin and
// the Han folding table, with the table's size. Not a test: it prints figures to compare.
import { gzipSync } from 'node:zlib'

import { loadStreams } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { hanFoldTable } from '#build-src/search-keys/han-forms.ts'
import { hepburnOf } from '#build-src/search-keys/hepburn.ts'
import { createKanaReader } from '#build-src/search-keys/kana-reading.ts'
import { pinyinSyllables } from '#build-src/search-keys/pinyin.ts'
import { runWhenCalled, userPath } from '#tools/lib/cli.ts'

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now()
  const result = await work()
  return [result, performance.now() - start]
}

const ms = (value: number) => `${value.toFixed(0)} ms`

export async function main(args: string[]): Promise<number> {
  const folders = args.length > 0 ? args.map(userPath) : [contentDir()]
  const [read, startUp] = await timed(createKanaReader)
  // The first pinyin and table calls load pinyin-pro's and OpenCC's dictionaries and fold every
  // CJK ideograph once; timed apart, so the figures per folder are what more data costs.
  const [, pinyinStartUp] = await timed(() => pinyinSyllables('千本桜'))
  const [, tableStartUp] = await timed(() => hanFoldTable(''))
  console.log(
    `start-up: kana analyser ${ms(startUp)}, pinyin ${ms(pinyinStartUp)}, Han folding ${ms(tableStartUp)} (Node ${process.version})`,
  )
  for (const folder of folders) {
    const songs = loadStreams(folder).flatMap((stream) => stream.songList)
    const texts = [...new Set(songs.flatMap((song) => [song.songName, song.singer]))]
    const [readings, readMs] = await timed(async () => {
      const all: string[] = []
      for (const text of texts) all.push(await read(text))
      return all
    })
    const [, romajiMs] = await timed(() => readings.map(hepburnOf))
    const [, pinyinMs] = await timed(() => texts.map(pinyinSyllables))
    const [table, tableMs] = await timed(() => hanFoldTable(texts.join('\n')))
    const json = JSON.stringify(table)
    const hanChars = new Set(texts.join('').match(/\p{Script=Han}/gu)).size
    console.log(
      [
        `\n${folder}: ${songs.length} performances, ${texts.length} distinct titles and artists, ${hanChars} distinct Han characters`,
        `  kana readings: ${ms(readMs)} (${(readMs / texts.length).toFixed(2)} ms each)`,
        `  romaji: ${ms(romajiMs)}, pinyin: ${ms(pinyinMs)}`,
        `  Han folding table: ${ms(tableMs)}, ${Object.keys(table).length} entries, ${Buffer.byteLength(json)} bytes of JSON, ${gzipSync(json).length} gzipped`,
      ].join('\n'),
    )
  }
  return 0
}

runWhenCalled(import.meta.url, main)
