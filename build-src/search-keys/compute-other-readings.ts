import { dirname, join } from 'node:path'

import type { SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { encodeOtherReadings, type OtherReadings } from '#src/shared/search/other-readings.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'

import { analyserId, buildReadingCache, createKanaReader } from './kana-reading.ts'
import { createOtherReader, otherReadingsLimit } from './other-readings.ts'
import { readingCache } from './reading-cache.ts'

/** The other readings' cache, beside the readings': a build whose texts were all read loads no dictionary. */
const otherReadingCache = join(dirname(buildReadingCache), 'other-readings.json')
// Bumped when the rules of other-readings.ts change, so that a cache of older rules counts as empty.
const rules = 'other-readings 1'

/**
 * The other plausible readings of every title and artist with no written reading, by the text
 * folded as the search keys are (`foldForSearch(text)`), each text's space-separated: those an
 * open database proposed (the catalogue's `proposedReadings`) first, then the dictionary's
 * (other-readings.ts), at most `otherReadingsLimit`. They are the lower tier of search, below the
 * reading the text ships (docs/search.md). A reading a person wrote is settled: its text gets none.
 */
export async function computeOtherReadings(catalogue: SongCatalogue): Promise<OtherReadings> {
  const read = await createKanaReader({ cacheFile: buildReadingCache })
  const cache = readingCache(otherReadingCache, `${analyserId()} ${rules}`)
  let reader: ReturnType<typeof createOtherReader> | undefined
  const written = new Set([
    ...catalogue.songs.flatMap((song) => (song.reading ? [song.title] : [])),
    ...(catalogue.artists ?? []).map((artist) => artist.name),
  ])
  const proposed = new Map<string, string[]>()
  for (const { text, reading } of catalogue.proposedReadings ?? [])
    proposed.set(text, [...(proposed.get(text) ?? []), foldForSearch(reading)])
  const table: Record<string, string> = {}
  const add = async (text: string) => {
    const key = foldForSearch(text)
    if (key in table || written.has(text)) return
    let others = ''
    if (/\p{sc=Han}/u.test(text)) {
      const cached = cache.get(text)
      if (cached === undefined) {
        // The dictionary loads only for a text no earlier build read.
        reader ??= createOtherReader()
        others = (await reader)(text, await read(text)).join(' ')
        cache.set(text, others)
      } else others = cached
    }
    const analysed = foldForSearch(await read(text))
    const readings = [...(proposed.get(text) ?? []), ...others.split(' ')]
    const kept = [...new Set(readings)].filter((r) => r !== '' && r !== analysed && r !== key)
    // Written against the reading the text ships (compute-search-aids.ts), as the browser reads it.
    const shipped = /\p{sc=Han}/u.test(analysed) || analysed === key ? '' : analysed
    if (kept.length > 0)
      table[key] = encodeOtherReadings(shipped, kept.slice(0, otherReadingsLimit))
  }
  for (const song of catalogue.songs) {
    await add(song.title)
    await add(song.artist)
  }
  read.save()
  cache.save()
  return table
}
