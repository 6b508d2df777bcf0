// The evaluation set searched with what VocaDB's and MusicBrainz's proposals would write (their
// recorded answers), beside the analyser alone: `npm run bench:readings` prints the figures (see
// docs/search.md, "How well readings are found"). Each floor is the measured share rounded down.
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

import { createKanaReader } from '#build-src/search-keys/kana-reading.ts'
import { createOtherReader } from '#build-src/search-keys/other-readings.ts'
import { readingEvaluationSet } from '#tests/fixtures/readings/evaluation.ts'
import { type EntryResult, percent, shares } from '#tests/fixtures/readings/measure.ts'
import { measureWithProposals } from '#tests/fixtures/readings-lookup/applied-proposals.ts'
import { recordedServices } from '#tests/fixtures/readings-lookup/recorded-services.ts'
import { testClock } from '#tests/fixtures/readings-lookup/test-clock.ts'
import { server } from '#tests/msw/server.ts'
import { slowTest } from '#tests/patience.ts'
import { readingServices } from '#tools/readings-lookup/look-up.ts'
import { readLookupCache } from '#tools/readings-lookup/lookup-cache.ts'

let measured: Awaited<ReturnType<typeof measureWithProposals>>

beforeAll(async () => {
  server.use(...recordedServices().handlers)
  const cache = readLookupCache(join(import.meta.dirname, 'no-cache-here.json'))
  if ('error' in cache) throw new Error(cache.error)
  const application = { name: 'singer-fan-site', version: '0', contact: 'fans@example.org' }
  const { services } = readingServices(application, cache, testClock())
  measured = await measureWithProposals(
    readingEvaluationSet,
    await createKanaReader(),
    services,
    await createOtherReader(),
  )
}, slowTest.timeout)

const withReading = (results: EntryResult[]) => results.filter((r) => r.entry.reading !== '')
const lost = (before: EntryResult[], after: EntryResult[], key: 'romajiTop' | 'kanaTop') =>
  before.filter((r, i) => r[key] === true && after[i]![key] !== true).map((r) => r.entry.text)

describe('the evaluation set with the open databases proposals', () => {
  it('puts more songs in the first three with the agreed proposals, and moves none out', () => {
    const { alone, agreed, every } = measured
    expect(lost(alone, agreed, 'romajiTop')).toEqual([])
    expect(lost(alone, agreed, 'kanaTop')).toEqual([])
    const top = (results: EntryResult[]) => shares(withReading(results))
    expect(top(agreed).romajiTop.found).toBeGreaterThan(top(alone).romajiTop.found)
    expect(percent(top(agreed).romajiTop)).toBeGreaterThanOrEqual(85)
    expect(percent(top(agreed).kanaTop)).toBeGreaterThanOrEqual(88)
    expect(percent(top(every).romajiTop)).toBeGreaterThanOrEqual(86)
    expect(percent(top(every).kanaTop)).toBeGreaterThanOrEqual(89)
  })

  it('finds by romaji most of the texts a database lists, once their proposals are written', () => {
    const { applied, alone, agreed, every } = measured
    const listed = (results: EntryResult[]) =>
      shares(results.filter((r) => applied.listed.has(r.entry)))
    expect(listed(alone).count).toBe(47)
    // 61.7% alone (29 of 47).
    expect(percent(listed(agreed).romajiTop)).toBeGreaterThanOrEqual(76)
    expect(percent(listed(every).romajiTop)).toBeGreaterThanOrEqual(97)
  })
})

describe('the evaluation set as the build ships it once the proposals are written', () => {
  it('ranks one service’s proposals and the dictionary’s other readings below, and finds more', () => {
    const { agreed, tiered } = measured
    const top = (results: EntryResult[], kind: string) =>
      shares(withReading(results).filter((r) => r.entry.kind === kind))
    // The agreed proposals and the analyser alone: 90.4% / 91.8% of titles, 76.2% / 81.0% of artists.
    expect(percent(top(tiered, 'title').romajiTop)).toBeGreaterThanOrEqual(94)
    expect(percent(top(tiered, 'title').kanaTop)).toBeGreaterThanOrEqual(94)
    expect(percent(top(tiered, 'artist').romajiTop)).toBeGreaterThanOrEqual(82)
    expect(percent(top(tiered, 'artist').kanaTop)).toBeGreaterThanOrEqual(85)
    expect(top(tiered, 'title').romajiTop.found).toBeGreaterThan(
      top(agreed, 'title').romajiTop.found,
    )
    // Where a database lists a text, as many as when a person accepts every proposal (97.9%).
    const listed = shares(tiered.filter((r) => measured.applied.listed.has(r.entry)))
    expect(percent(listed.romajiTop)).toBeGreaterThanOrEqual(97)
  })
})
