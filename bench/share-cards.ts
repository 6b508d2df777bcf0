// `npm run bench:share-cards [-- <performances>]`: draws every song's and stream's share card of a
// generated archive (10,000 performances unless given, shaped as `bench:data` writes it) with the
// site's renderer, fonts and look, as a build without a cache would: the time to choose and load
// the fonts, to draw all cards (and per card), and the PNGs' sizes. Prints figures, asserts none.
import { join } from 'node:path'

import { contentDir } from '#build-src/content-dir.ts'
import { siteCardLook } from '#build-src/share-cards/card-look.ts'
import { createCardRenderer } from '#build-src/share-cards/card-renderer.ts'
import { songCard, streamCard } from '#build-src/share-cards/page-cards.ts'
import { maxOf } from '#src/lib/arrays.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { runWhenCalled } from '#tools/lib/cli.ts'

import { generateArchive } from './generate-streams.ts'
import { median } from './report.ts'

const root = join(import.meta.dirname, '..')

export async function main(args: string[]): Promise<number> {
  const count = Number(args[0] ?? 10_000)
  if (!Number.isInteger(count) || count < 1) {
    console.error('usage: npm run bench:share-cards [-- <performances>]')
    return 2
  }
  const model = buildSongModel(generateArchive(count))
  const cards = [...model.songs.map(songCard), ...model.streams.map(streamCard)]
  const { look, mark } = await siteCardLook(contentDir(), join(root, 'src/styles.css'))

  const started = performance.now()
  const renderer = await createCardRenderer(cards, look, mark)
  const fontsMs = performance.now() - started
  const perCard: number[] = []
  const sizes: number[] = []
  for (const card of cards) {
    const start = performance.now()
    sizes.push((await renderer.png(card)).length)
    perCard.push(performance.now() - start)
  }
  const totalS = (performance.now() - started) / 1000
  console.log(
    `data: ${model.songs.length} songs, ${model.streams.length} streams, ${model.performanceCount} performances, Node ${process.version}`,
  )
  console.log(`fonts chosen and loaded: ${fontsMs.toFixed(0)} ms`)
  console.log(
    `${cards.length} cards drawn in ${totalS.toFixed(1)} s, one thread: ${median(perCard).toFixed(1)} ms a card median, ${maxOf(perCard).toFixed(1)} ms the slowest`,
  )
  const kb = (bytes: number) => (bytes / 1024).toFixed(1)
  console.log(
    `PNG: ${kb(median(sizes))} KB median, ${kb(maxOf(sizes))} KB the largest, ${(sizes.reduce((a, b) => a + b, 0) / 1024 / 1024).toFixed(1)} MB in all`,
  )
  return 0
}

runWhenCalled(import.meta.url, main)
