import { beforeAll, describe, expect, it } from 'vitest'

import { computeOtherReadings } from '#build-src/search-keys/compute-other-readings.ts'
import { computeSearchAids } from '#build-src/search-keys/compute-search-aids.ts'
import { createKanaReader, type KanaReader } from '#build-src/search-keys/kana-reading.ts'
import { createOtherReader } from '#build-src/search-keys/other-readings.ts'
import { encodeOtherReadings } from '#src/shared/search/other-readings.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import {
  type ReadingEntry,
  readingEvaluationSet,
  type ReadingScript,
} from '#tests/fixtures/readings/evaluation.ts'
import {
  type EntryResult,
  groups,
  measureSet,
  percent,
  reaches,
  searchField,
  shares,
  shippedAids,
} from '#tests/fixtures/readings/measure.ts'
import { slowTest } from '#tests/patience.ts'

// How well a fan's query finds a title or an artist through the analyser's reading, on the
// hand-written evaluation set: `npm run bench:readings` prints the figures and the misses (see
// docs/search.md, "How well readings are found"). Each floor is the share measured with
// @sglkc/kuroshiro-analyzer-kuromoji 1.0.1 (kuromoji 1.1.0, IPADIC), rounded down to the percent,
// so a change of analyser or of the rules cannot make search find less unnoticed; the "near"
// floors also count a text offered among the close matches. When a change finds more, raise the
// floors to the new figures.
// The "top" floors count a text whose song is in the general box's first three results, ranked
// (the share issue 48 aims to raise to 95%).
type Floors = Record<
  'romaji' | 'kana' | 'romajiNear' | 'kanaNear' | 'romajiTop' | 'kanaTop',
  number
>
const floors: Record<string, Floors> = {
  'all with a reading': {
    romaji: 79,
    kana: 78,
    romajiNear: 84,
    kanaNear: 88,
    romajiTop: 84,
    kanaTop: 87,
  },
  kanji: { romaji: 71, kana: 69, romajiNear: 77, kanaNear: 80, romajiTop: 76, kanaTop: 78 },
  mixed: { romaji: 80, kana: 79, romajiNear: 86, kanaNear: 90, romajiTop: 87, kanaTop: 91 },
  kana: { romaji: 100, kana: 100, romajiNear: 100, kanaNear: 100, romajiTop: 100, kanaTop: 100 },
  titles: { romaji: 86, kana: 85, romajiNear: 90, kanaNear: 92, romajiTop: 89, kanaTop: 91 },
  artists: { romaji: 65, kana: 64, romajiNear: 74, kanaNear: 80, romajiTop: 74, kanaTop: 80 },
}

// The same, with the other readings the build ships (build-src/search-keys/other-readings.ts) in
// their lower tier of the ranking, still with no reading written or proposed: issue 70 aims at 95%
// for titles and 90% for artists, which the dictionary alone does not reach (docs/search.md).
const withOtherFloors: Record<'titles' | 'artists', Pick<Floors, 'romajiTop' | 'kanaTop'>> = {
  titles: { romajiTop: 92, kanaTop: 93 },
  artists: { romajiTop: 80, kanaTop: 83 },
}

const entries = readingEvaluationSet

/** The scripts a text is written in, as the set labels it. */
function scriptOf(text: string): ReadingScript {
  const t = text.normalize('NFKC')
  const han = /\p{sc=Han}/u.test(t)
  const kana = /[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(t)
  const latin = /[a-z0-9]/i.test(t)
  if ([han, kana, latin].filter(Boolean).length > 1) return 'mixed'
  return han ? 'kanji' : kana ? 'kana' : 'latin'
}

describe('the reading evaluation set', () => {
  it('has at least 300 titles and 100 artists, none twice', () => {
    expect(entries.filter((e) => e.kind === 'title').length).toBeGreaterThanOrEqual(300)
    expect(entries.filter((e) => e.kind === 'artist').length).toBeGreaterThanOrEqual(100)
    const keys = entries.map((e) => `${e.kind} ${foldForSearch(e.text)}`)
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([])
  })

  it('gives every reading in hiragana (ー and single spaces between words allowed)', () => {
    const wrong = (e: ReadingEntry) =>
      e.script === 'latin'
        ? e.reading !== ''
        : !/^[\p{sc=Hiragana}ー]+( [\p{sc=Hiragana}ー]+)*$/u.test(e.reading)
    expect(entries.filter(wrong)).toEqual([])
  })

  it('labels every text with the scripts it is written in', () => {
    expect(entries.filter((e) => e.script !== scriptOf(e.text))).toEqual([])
  })
})

describe('reaches, the close-match measure', () => {
  const field = (text: string, reading: string) => searchField(text, shippedAids(text, reading))
  const senbon = field('千本桜', 'せんぼんさくら')
  const night = field('夜に駆ける', 'よるにかける')

  it('counts a text the song list offers among its close matches when nothing matches', () => {
    expect(reaches(senbon, 'senbonzakura', [night, senbon])).toBe(true)
    expect(reaches(senbon, 'せんぼんざくら', [night, senbon])).toBe(true)
  })

  it('counts none when another text matches the query, or when the text is not close', () => {
    const cover = field('Senbonzakura (cover)', '')
    expect(reaches(senbon, 'senbonzakura', [night, senbon, cover])).toBe(false)
    expect(reaches(night, 'senbonzakura', [night, senbon])).toBe(false)
  })
})

describe('the analyser on the evaluation set', () => {
  let read: KanaReader
  let results: EntryResult[]
  beforeAll(async () => {
    // No cache file: the analyser reads every text itself.
    read = await createKanaReader()
    results = await measureSet(entries, read)
  }, slowTest.timeout)

  it('finds at least the measured share by romaji and by kana, and with the close matches', () => {
    const measured = Object.fromEntries(
      groups(results)
        .filter((group) => group.name in floors)
        .map((group): [string, Floors] => {
          const s = shares(group.results)
          return [
            group.name,
            {
              romaji: percent(s.romaji),
              kana: percent(s.kana),
              romajiNear: percent(s.romajiNear),
              kanaNear: percent(s.kanaNear),
              romajiTop: percent(s.romajiTop),
              kanaTop: percent(s.kanaTop),
            },
          ]
        }),
    )
    for (const [name, floor] of Object.entries(floors)) {
      for (const [measure, least] of Object.entries(floor)) {
        expect(
          measured[name]?.[measure as keyof Floors],
          `${name}: ${measure}`,
        ).toBeGreaterThanOrEqual(least)
      }
    }
  })

  // The measure works out what the build ships without calling the build (which reads through
  // its reading cache): the two must agree, or the figures measure something else.
  it(
    'measures what the build ships for the same reading',
    async () => {
      const sample = entries.filter((_, i) => i % 8 === 0)
      const titles = sample.filter((e) => e.kind === 'title')
      const artists = sample.filter((e) => e.kind === 'artist')
      const aids = await computeSearchAids({
        songs: titles.map((title, i) => ({
          title: title.text,
          artist: artists[i % artists.length]!.text,
        })),
      })
      for (const entry of sample) {
        const built = aids.texts.get(foldForSearch(entry.text))
        const measured = shippedAids(entry.text, await read(entry.text))
        expect({ reading: built?.reading, romaji: built?.romaji }, entry.text).toEqual({
          reading: measured.reading,
          romaji: measured.romaji,
        })
      }
    },
    slowTest.timeout,
  )
})

describe('the analyser with its other readings on the evaluation set', () => {
  let read: KanaReader
  let results: EntryResult[]
  let othersOf: (text: string, reading: string) => string[]
  beforeAll(async () => {
    read = await createKanaReader()
    othersOf = await createOtherReader()
    results = await measureSet(entries, read, undefined, othersOf)
  }, slowTest.timeout)

  it('puts at least the measured share of songs in the first three, by romaji and by kana', () => {
    for (const [name, floor] of Object.entries(withOtherFloors)) {
      const group = groups(results).find((g) => g.name === name)!
      const s = shares(group.results)
      expect(percent(s.romajiTop), `${name}: romajiTop`).toBeGreaterThanOrEqual(floor.romajiTop)
      expect(percent(s.kanaTop), `${name}: kanaTop`).toBeGreaterThanOrEqual(floor.kanaTop)
    }
  })

  // As for the readings: the measure must measure what the build ships.
  it(
    'measures the other readings the build ships',
    async () => {
      const sample = entries.filter((_, i) => i % 8 === 0)
      const titles = sample.filter((e) => e.kind === 'title')
      const artists = sample.filter((e) => e.kind === 'artist')
      const built = await computeOtherReadings({
        songs: titles.map((title, i) => ({
          title: title.text,
          artist: artists[i % artists.length]!.text,
        })),
      })
      for (const entry of sample) {
        const analysed = await read(entry.text)
        const measured = othersOf(entry.text, analysed)
        const shipped = shippedAids(entry.text, analysed).reading
        const encoded = measured.length === 0 ? undefined : encodeOtherReadings(shipped, measured)
        expect(built[foldForSearch(entry.text)], entry.text).toBe(encoded)
      }
    },
    slowTest.timeout,
  )
})
