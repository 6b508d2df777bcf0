// `npm run bench:readings`: how well the build's analyser (kuromoji through kuroshiro,
// build-src/search-keys/kana-reading.ts) reads the titles and artists fans search for, on the hand-written
// evaluation set (tests/fixtures/readings/evaluation.ts): the share it reads exactly as sung, the
// share a fan's romaji or kana query finds through what the build ships, by script and kind, the
// misses, the analyser's time and what its packages weigh. The analyser reads every text itself:
// no reading cache, no reading written in the catalogue. Not a test: it prints figures to compare
// between analysers or rules (tests/unit/readings-evaluation.test.ts keeps them from dropping).
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'

import { analyserId, createKanaReader } from '#build-src/search-keys/kana-reading.ts'
import { createOtherReader } from '#build-src/search-keys/other-readings.ts'
import { createWordReader, type WordReadings } from '#build-src/search-keys/word-readings.ts'
import type { MatchTier } from '#src/features/songs/search/rank-order.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { readingEvaluationSet } from '#tests/fixtures/readings/evaluation.ts'
import {
  catalogueOf,
  type CatalogueSong,
  type EntryResult,
  groups,
  inFirstThree,
  measureSet,
  type MissKind,
  missKind,
  type OtherReader,
  otherReadingsOf,
  percent,
  romajiQuery,
  type Share,
  shares,
  wrongInTier,
} from '#tests/fixtures/readings/measure.ts'
import { runWhenCalled } from '#tools/lib/cli.ts'

import { printWithProposals } from './readings-lookups.ts'

const require = createRequire(import.meta.url)

/** The folder of an installed package, found from `from` as Node would. */
const packageDir = (name: string, from = require) => dirname(from.resolve(`${name}/package.json`))

/** The analyser's packages and their own dependencies, with their size on disk (du -sk). */
function packageSizes(): { name: string; kib: number }[] {
  const analyser = packageDir('@sglkc/kuroshiro-analyzer-kuromoji')
  const fromAnalyser = createRequire(`${analyser}/package.json`)
  const kuromoji = packageDir('@sglkc/kuromoji', fromAnalyser)
  const fromKuromoji = createRequire(`${kuromoji}/package.json`)
  const dirs: [string, string][] = [
    ['@sglkc/kuroshiro', packageDir('@sglkc/kuroshiro')],
    ['@sglkc/kuroshiro-analyzer-kuromoji', analyser],
    ['@sglkc/kuromoji (with its dictionary)', kuromoji],
    ...['async', 'doublearray', 'fflate'].map((name): [string, string] => [
      `${name} (a dependency of kuromoji)`,
      packageDir(name, fromKuromoji),
    ]),
  ]
  return dirs.map(([name, dir]) => ({
    name,
    kib: Number(execFileSync('du', ['-sk', dir], { encoding: 'utf8' }).split('\t')[0]),
  }))
}

const pct = (share: Share) =>
  `${percent(share).toFixed(1).padStart(5)}% ${`(${share.found}/${share.of})`.padEnd(10)}`

const quoted = (text: string) => (text === '' ? '(none)' : text)

/**
 * The analysed reading with each word's reading swapped for the dictionary's others, up to 64.
 * Each word is looked for from where the one before ended, so a word read twice is swapped in
 * its own place.
 */
function variants(analysed: string, words: readonly WordReadings[]): string[] {
  let out = ['']
  let cursor = 0
  for (const { reading, others } of words) {
    const at = analysed.indexOf(reading, cursor)
    if (at < 0) continue
    const between = analysed.slice(cursor, at)
    out = out.flatMap((v) => [reading, ...others].map((r) => v + between + r)).slice(0, 64)
    cursor = at + reading.length
  }
  return out.map((v) => v + analysed.slice(cursor))
}

/**
 * How well "a word the dictionary also reads another way" (what the tools flag) points at the
 * texts read wrongly, and how often the sung reading is one those other readings make.
 */
async function printOtherReadings(results: readonly EntryResult[]): Promise<void> {
  const wordsOf = await createWordReader()
  const han = /\p{Script=Han}/u
  const read = results.filter(
    (r) => han.test(r.entry.text.normalize('NFKC')) && !han.test(r.analysed),
  )
  const withWords = read.map((r) => ({ r, words: wordsOf(r.entry.text) }))
  const withOthers = withWords.filter((f) => f.words.some((w) => w.others.length > 0))
  const without = withWords.filter((f) => f.words.every((w) => w.others.length === 0))
  const wrong = (list: typeof withWords) => list.filter((f) => !f.r.exact).length
  const sung = withOthers.filter(
    ({ r, words }) =>
      !r.exact &&
      variants(r.analysed, words).some((v) => foldForSearch(v) === foldForSearch(r.entry.reading)),
  ).length
  console.log(
    `\nkanji texts the analyser read (${read.length}), by whether a word of theirs has other readings in the dictionary:`,
    `\n  with such a word: ${withOthers.length}, ${wrong(withOthers)} of them not read as sung; the sung reading is among the other readings for ${sung}`,
    `\n  without: ${without.length}, ${wrong(without)} of them not read as sung`,
  )
}

/** The romaji and kana queries of the texts with a reading, each with the song it means. */
function queriesOf(results: readonly EntryResult[]) {
  const read = results.filter((r) => r.entry.reading !== '')
  const fieldsOf = (kind: string) =>
    results.filter((r) => r.entry.kind === kind).map((r) => r.field)
  const songs = catalogueOf(fieldsOf('title'), fieldsOf('artist'))
  const queries = read.flatMap(({ entry, field }) => {
    const meant = (song: CatalogueSong) =>
      (entry.kind === 'title' ? song.titleSearch : song.singerSearch) === field
    return [romajiQuery(entry), entry.reading].map((query) => ({ query, meant }))
  })
  return { songs, queries }
}

/**
 * What the other-readings, sound-alike and partial tiers each add to the first three (the ranking
 * without them beside it) and the wrong matches each brings: songs not meant that they list, per query.
 */
function printFolds(results: readonly EntryResult[]) {
  const { songs, queries } = queriesOf(results)
  const others = otherReadingsOf(results)
  const share = (without: MatchTier[]) =>
    queries.filter(({ query, meant }) => inFirstThree(query, songs, meant, { without, others }))
      .length
  const all = share([])
  console.log(
    `\nwhat each tier adds (${queries.length} romaji and kana queries, in the first three):`,
  )
  console.log(`  ranked, every tier: ${all}`)
  for (const tier of ['otherReading', 'soundAlike', 'partial'] as const) {
    const wrong = queries.reduce(
      (sum, { query, meant }) => sum + wrongInTier(query, songs, meant, tier, others),
      0,
    )
    console.log(
      `  without ${tier}: ${share([tier])} (it adds ${all - share([tier])}); songs not meant it lists: ${wrong} in all, ${(wrong / queries.length).toFixed(2)} per query`,
    )
  }
}

/**
 * The first three with each lever of the other readings (other-readings.ts) alone and together,
 * beside the analyser's one reading: titles and artists, romaji and kana, and the songs not
 * meant that the other readings' tier lists per query.
 */
async function printOtherReadingLevers(
  entries: typeof readingEvaluationSet,
  read: (text: string) => Promise<string>,
  alone: readonly EntryResult[],
): Promise<void> {
  const levers: [string, OtherReader | undefined][] = [
    ['the analyser alone', undefined],
    [
      "+ the dictionary's other readings",
      await createOtherReader({ unreadKanji: false, nBest: false }),
    ],
    ['+ n-best analyses', await createOtherReader({ words: false, unreadKanji: false })],
    ['+ unread kanji read alone', await createOtherReader({ words: false, nBest: false })],
    ['+ all three (what the build ships)', await createOtherReader()],
  ]
  console.log(
    `\nother readings, a lower tier (in the first three; wrong: songs not meant the tier lists per query):\n${'lever'.padEnd(36)}${['titles, romaji', 'titles, kana', 'artists, romaji', 'artists, kana'].map((h) => h.padEnd(19)).join('')}wrong  texts with some  readings a text`,
  )
  for (const [name, others] of levers) {
    const results = others ? await measureSet(entries, read, undefined, others) : [...alone]
    const withReading = results.filter((r) => r.entry.reading !== '')
    const kind = (k: string) => shares(withReading.filter((r) => r.entry.kind === k))
    const [t, a] = [kind('title'), kind('artist')]
    const { songs, queries } = queriesOf(results)
    const table = otherReadingsOf(results)
    const wrong = queries.reduce(
      (sum, { query, meant }) => sum + wrongInTier(query, songs, meant, 'otherReading', table),
      0,
    )
    const withOthers = results.filter((r) => r.others.length > 0)
    const count = withOthers.reduce((n, r) => n + r.others.length, 0)
    console.log(
      `${name.padEnd(36)}${[t.romajiTop, t.kanaTop, a.romajiTop, a.kanaTop].map(pct).join('  ')}  ${(wrong / queries.length).toFixed(2).padEnd(7)}${String(withOthers.length).padEnd(17)}${withOthers.length ? (count / withOthers.length).toFixed(2) : '0'}`,
    )
  }
}

export async function main(): Promise<number> {
  const entries = readingEvaluationSet
  const titles = entries.filter((e) => e.kind === 'title').length
  console.log(
    `evaluation set: ${titles} titles, ${entries.length - titles} artists (tests/fixtures/readings/evaluation.ts)`,
  )
  console.log(`analyser: ${analyserId()}, Node ${process.version}`)

  // Without a cache file the reader loads the dictionary before it returns.
  const loadStart = performance.now()
  const read = await createKanaReader()
  const loadMs = performance.now() - loadStart
  const readStart = performance.now()
  const results = await measureSet(entries, read)
  const readMs = performance.now() - readStart
  console.log(
    `time: dictionary load ${loadMs.toFixed(0)} ms, reading and measuring ${entries.length} texts ${readMs.toFixed(0)} ms (${(readMs / entries.length).toFixed(2)} ms each)\n`,
  )

  console.log(
    `${'group'.padEnd(20)}${'texts'.padStart(6)}   ${['exact reading', 'romaji finds', 'kana finds', 'romaji, or close'].map((h) => h.padEnd(17)).join('')}kana, or close`,
  )
  // The kana shares count only texts with a reading: none in the Latin group.
  const kana = (share: Share) => (share.of === 0 ? '—'.padEnd(17) : pct(share))
  for (const group of groups(results)) {
    const s = shares(group.results)
    console.log(
      `${group.name.padEnd(20)}${String(s.count).padStart(6)}   ${pct(s.exact)}${pct(s.romaji)}${kana(s.kana)}${pct(s.romajiNear)}${kana(s.kanaNear)}`,
    )
  }
  console.log(
    '\nexact: the reading, folded, is the sung one; romaji: the Hepburn of the sung reading (a Latin title as written) finds the text',
    '\nthrough the romaji key the build ships; kana: the sung reading finds it (as the song list matches one field);',
    '\nor close: found, or offered among the close matches (1 or 2 typos) that the song list shows when a search finds nothing.',
  )

  console.log(
    `\nin the first three results (each title sung by an artist of the set; a tie counts against it):\n${'group'.padEnd(20)}${'texts'.padStart(6)}   ${['romaji, before', 'romaji, ranked', 'kana, before'].map((h) => h.padEnd(17)).join('')}kana, ranked`,
  )
  for (const group of groups(results)) {
    const s = shares(group.results)
    console.log(
      `${group.name.padEnd(20)}${String(s.count).padStart(6)}   ${pct(s.romajiTopBefore)}${pct(s.romajiTop)}${kana(s.kanaTopBefore)}${kana(s.kanaTop)}`,
    )
  }
  console.log(
    'before: the title box the song list had, its matches by date; ranked: the general box, best match first (src/features/songs/search/search-rank.ts)',
  )
  await printOtherReadingLevers(entries, read, results)
  printFolds(await measureSet(entries, read, undefined, await createOtherReader()))

  const misses = results.filter((r) => !r.exact || !r.romaji || r.kana === false)
  const byKind = new Map<MissKind, EntryResult[]>()
  for (const miss of misses) {
    const kind = missKind(miss)
    byKind.set(kind, [...(byKind.get(kind) ?? []), miss])
  }
  const kinds = [...byKind].sort((a, b) => b[1].length - a[1].length)
  console.log(
    `\nmisses: ${misses.length} texts not read as sung, ${misses.filter((m) => !m.romaji).length} not found by romaji, ${misses.filter((m) => m.kana === false).length} not found by kana`,
  )
  for (const [kind, list] of kinds) {
    const notFound = list.filter((m) => !m.romaji || m.kana === false).length
    console.log(`  ${kind}: ${list.length} (${notFound} of them not found by romaji or kana)`)
  }
  for (const [kind, list] of kinds) {
    console.log(`\n${kind}: text | analyser's reading | sung reading | found by`)
    for (const { entry, analysed, romaji, kana } of list) {
      const found = [romaji && 'romaji', kana && 'kana'].filter(Boolean).join(', ') || 'neither'
      console.log(
        `  ${entry.kind === 'artist' ? '(artist) ' : ''}${entry.text} | ${quoted(analysed)} | ${entry.reading} | ${found}`,
      )
    }
  }

  await printOtherReadings(results)
  await printWithProposals(entries, read, await createOtherReader())

  const sizes = packageSizes()
  console.log('\nnode_modules, the analyser (du -sk):')
  for (const { name, kib } of sizes) console.log(`  ${String(kib).padStart(7)} KiB  ${name}`)
  const total = sizes.reduce((sum, { kib }) => sum + kib, 0)
  console.log(
    `  ${String(total).padStart(7)} KiB  in all (kuroshiro's @babel/runtime, shared with Lingui, not counted)`,
  )
  return 0
}

runWhenCalled(import.meta.url, main)
