import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { generateArchive, songCounts } from '#bench/generate-streams.ts'
import {
  artistScripts,
  type ScriptShare,
  songsPerArtist,
  titleScripts,
} from '#bench/generated-titles.ts'
import { main } from '#bench/write-generated-data.ts'
import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { catalogueOf } from '#build-src/archive-files/song-catalogue.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { computeSearchAids } from '#build-src/search-keys/compute-search-aids.ts'
import { splitArtists } from '#src/shared/song-model/artists.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import { expectConsole } from '#tests/console.ts'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bench-data-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Han only (kanji or Chinese), kanji with kana, kana only, Latin only, or another mix. */
function scriptOf(text: string): string {
  const han = /\p{sc=Han}/u.test(text)
  const kana = /[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(text)
  const latin = /\p{sc=Latin}/u.test(text)
  if (latin) return han || kana ? 'other' : 'latin'
  if (kana) return han ? 'mixed' : 'kana'
  return han ? 'han' : 'other'
}

/** Each script's share of `texts`, and the generator's shares in the same classes. */
function scriptShares(texts: string[], table: Record<string, ScriptShare>) {
  const share = (script: string) =>
    texts.filter((t) => scriptOf(t) === script).length / texts.length
  const wanted = (...scripts: string[]) =>
    scripts.reduce((sum, s) => sum + (table[s]?.share ?? 0), 0)
  return {
    got: { han: share('han'), mixed: share('mixed'), kana: share('kana'), latin: share('latin') },
    wanted: {
      han: wanted('kanji', 'chinese'),
      mixed: wanted('mixed'),
      kana: wanted('kana'),
      latin: wanted('latin'),
    },
  }
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length
const meanLength = (texts: string[]) => mean(texts.map((t) => [...t].length))
/** The mean length the generator's table gives. */
const wantedLength = (table: Record<string, ScriptShare>) =>
  Object.values(table).reduce((sum, { share, lengths }) => sum + share * mean([...lengths]), 0)

describe('bench:data', () => {
  it('writes a content folder like content/ whose streams are the generated performances', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const out = join(dir, 'content')
    expect(main(['800', out])).toBe(0)
    const { streams, files, problems } = readSongData(out)
    expect(problems).toEqual([])
    // Every file's $schema link reaches this repository's schema from the folder outside it.
    const schemas = join(import.meta.dirname, '../../schemas')
    const link = (file: string) =>
      resolve(dirname(file), JSON.parse(readFileSync(file, 'utf8')).$schema)
    for (const file of files)
      expect(link(file), file).toBe(
        join(schemas, file.endsWith('songs.json') ? 'songs.schema.json' : 'stream.schema.json'),
      )
    expect(streams.reduce((n, s) => n + s.songList.length, 0)).toBe(800)
    expect(streams).toHaveLength(80)
    expect(Math.max(...streams.map((s) => s.songList.length))).toBeGreaterThanOrEqual(30)
    expect(readdirSync(out).sort()).toEqual(readdirSync(contentDir()).sort())
    expect(readdirSync(join(out, 'streams')).some((name) => name.endsWith('-2.json'))).toBe(true)
  })

  it('has the shape of a 10,000-performance archive: a long tail, one song sung 100 times, one 100-song stream', () => {
    const streams = generateArchive(10_000)
    const sung = new Map<string, number>()
    let repeatedInAStream = 0
    for (const stream of streams) {
      const keys = stream.songList.map((song) => songKey(song))
      repeatedInAStream += keys.length - new Set(keys).size
      for (const key of keys) sung.set(key, (sung.get(key) ?? 0) + 1)
    }
    const counts = [...sung.values()].sort((a, b) => b - a)
    const lengths = streams.map((s) => s.songList.length).sort((a, b) => b - a)
    expect(counts.reduce((n, c) => n + c, 0)).toBe(10_000)
    expect(streams).toHaveLength(1_000)
    expect(sung.size).toBe(4_000)
    expect(counts.slice(0, 2)).toEqual([100, expect.any(Number)])
    expect(counts[1]).toBeLessThan(100)
    expect(lengths[0]).toBe(100)
    expect(lengths[1]).toBeLessThan(100)
    expect(counts.filter((c) => c === 1).length / sung.size).toBeCloseTo(0.7, 2)
    expect(repeatedInAStream).toBe(0)
  })

  it('has titles as long as real ones, in their scripts, and seldom the same twice', () => {
    const songs = new Map<string, { songName: string; singer: string }>()
    for (const stream of generateArchive(10_000))
      for (const song of stream.songList) songs.set(songKey(song), song)
    const titles = [...songs.values()].map((song) => song.songName)
    expect(titles).toHaveLength(4_000)
    // Real archives sing few titles under two artists and number none of them.
    expect(new Set(titles).size / titles.length).toBeGreaterThan(0.97)
    expect(titles.filter((t) => /\d/.test(t)).length / titles.length).toBeLessThan(0.02)
    // The 520 titles of the evaluation set have 511 different kanji, not a small word list's.
    expect(new Set(titles.join('').match(/\p{sc=Han}/gu)).size).toBeGreaterThan(600)
    const { got, wanted } = scriptShares(titles, titleScripts)
    for (const script of Object.keys(wanted) as (keyof typeof wanted)[])
      expect(Math.abs(got[script] - wanted[script]), script).toBeLessThan(0.03)
    expect(Math.abs(meanLength(titles) / wantedLength(titleScripts) - 1)).toBeLessThan(0.1)
  })

  it('has about one artist for every 3.5 songs, in the scripts real artists are written in, a few sung often', () => {
    const songs = new Map<string, string>()
    for (const stream of generateArchive(10_000))
      for (const song of stream.songList) songs.set(songKey(song), song.singer)
    const sung = new Map<string, number>()
    for (const singer of songs.values())
      for (const name of splitArtists(singer)) sung.set(name, (sung.get(name) ?? 0) + 1)
    const artists = [...sung.keys()]
    expect(artists.length / (4_000 / songsPerArtist)).toBeGreaterThan(0.8)
    expect(artists.length / (4_000 / songsPerArtist)).toBeLessThan(1)
    const counts = [...sung.values()].sort((a, b) => b - a)
    expect(counts[0]).toBeGreaterThan(50)
    expect(mean(counts.slice(0, 10))).toBeGreaterThan(4 * mean(counts))
    const { got, wanted } = scriptShares(artists, artistScripts)
    for (const script of Object.keys(wanted) as (keyof typeof wanted)[])
      expect(Math.abs(got[script] - wanted[script]), script).toBeLessThan(0.04)
    expect(Math.abs(meanLength(artists) / wantedLength(artistScripts) - 1)).toBeLessThan(0.1)
    // Collaborations, as in `DAOKO × 米津玄師`.
    const together = [...songs.values()].filter((s) => splitArtists(s).length > 1).length
    expect(together / songs.size).toBeGreaterThan(0.04)
  })

  it('counts that always sum to the performances, the most-sung song first', () => {
    for (const [songs, performances, top] of [
      [1, 5, 100],
      [3, 3, 100],
      [20, 50, 10],
      [4_000, 10_000, 100],
      [600, 2_000, 20],
    ] as const) {
      const counts = songCounts(songs, performances, top, 0.7)
      expect(counts.reduce((n, c) => n + c, 0)).toBe(performances)
      expect(counts.length).toBe(Math.min(songs, performances))
      expect(Math.max(...counts)).toBe(counts[0])
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(1)
    }
  })

  it('gives the build titles and artists to read, romanise and put in pinyin', async () => {
    const { texts } = await computeSearchAids(catalogueOf(generateArchive(800)))
    const aids = [...texts.values()]
    expect(aids.filter((a) => a.reading !== '' && a.romaji !== '').length).toBeGreaterThan(50)
    expect(aids.filter((a) => a.pinyin !== '').length).toBeGreaterThan(50)
    // Chinese titles the Japanese analyser cannot read are found through pinyin alone.
    expect(aids.some((a) => a.reading === '' && a.pinyin !== '')).toBe(true)
  })

  it('refuses a folder that is not empty', () => {
    const stderr = expectConsole('error')
    expect(main(['10', join(import.meta.dirname)])).toBe(2)
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/is not empty; nothing was written/)
  })
})
