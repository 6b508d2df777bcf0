// The part of `npm run bench:readings` that measures the evaluation set with VocaDB's and
// MusicBrainz's proposals written, from their recorded answers (no network: MSW answers as they
// would), beside the analyser alone: what `readings:suggest --apply` and the adding tools'
// --apply-readings give the search, and the most a person accepting every proposal would.
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setupServer } from 'msw/node'

import type { ReadingEntry } from '#tests/fixtures/readings/evaluation.ts'
import {
  type EntryResult,
  type OtherReader,
  percent,
  type Share,
  shares,
} from '#tests/fixtures/readings/measure.ts'
import { measureWithProposals } from '#tests/fixtures/readings-lookup/applied-proposals.ts'
import { recordedServices } from '#tests/fixtures/readings-lookup/recorded-services.ts'
import { testClock } from '#tests/fixtures/readings-lookup/test-clock.ts'
import { readingServices } from '#tools/readings-lookup/look-up.ts'
import { readLookupCache } from '#tools/readings-lookup/lookup-cache.ts'

const pct = (share: Share) =>
  `${percent(share).toFixed(1).padStart(5)}% ${`(${share.found}/${share.of})`.padEnd(10)}`

export async function printWithProposals(
  entries: readonly ReadingEntry[],
  read: (text: string) => Promise<string>,
  others: OtherReader,
): Promise<void> {
  const server = setupServer()
  for (const handler of recordedServices().handlers) server.use(handler)
  server.listen({ onUnhandledRequest: 'error' })
  const cache = readLookupCache(join(tmpdir(), 'bench-readings-no-cache.json'))
  if ('error' in cache) throw new Error(cache.error)
  const application = { name: 'singer-fan-site', version: 'bench', contact: 'bench@example.org' }
  const { services } = readingServices(application, cache, testClock())
  const measured = await measureWithProposals(entries, read, services, others).finally(() =>
    server.close(),
  )
  const { applied, alone, agreed, every, tiered } = measured

  const asked = applied.lookedUp.length
  console.log(
    `\nwith the open databases' proposals (recorded answers, tests/fixtures/readings-lookup/recorded-answers.ts): ${asked} texts with kanji asked, ${applied.listed.size} listed by a service; proposals written: agreed ${applied.agreed.size} texts, every ${applied.every.size}, one service's as proposedReadings ${applied.proposed.size}`,
  )
  console.log(
    `in the first three results, ranked:\n${'group'.padEnd(24)}${'texts'.padStart(6)}   ${['romaji, alone', 'romaji, agreed', 'romaji, every', 'romaji, tiered', 'kana, alone', 'kana, agreed', 'kana, every'].map((h) => h.padEnd(17)).join('')}kana, tiered`,
  )
  const read3 = (results: EntryResult[]) => results.filter((r) => r.entry.reading !== '')
  const rows: [string, (r: EntryResult) => boolean][] = [
    ['all with a reading', () => true],
    ['kanji', (r) => r.entry.script === 'kanji'],
    ['titles', (r) => r.entry.kind === 'title'],
    ['artists', (r) => r.entry.kind === 'artist'],
    ['listed by a service', (r) => applied.listed.has(r.entry)],
  ]
  for (const [name, keep] of rows) {
    const [a, g, e, t] = [alone, agreed, every, tiered].map((results) =>
      shares(read3(results).filter(keep)),
    )
    console.log(
      `${name.padEnd(24)}${String(a!.count).padStart(6)}   ${[a!.romajiTop, g!.romajiTop, e!.romajiTop, t!.romajiTop, a!.kanaTop, g!.kanaTop, e!.kanaTop].map(pct).join('')}${pct(t!.kanaTop)}`,
    )
  }
  console.log(
    "agreed: what --apply writes (both services give it); every: each proposal accepted, what a person could write at most;\ntiered: what the build ships once --apply has run: the agreed written, one service's proposals and the dictionary's other readings in the lower tier",
  )
}
