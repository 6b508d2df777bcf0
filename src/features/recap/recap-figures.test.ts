import { describe, expect, it } from 'vitest'

import { buildSongModel, type SongModel } from '#src/shared/song-model/song-model.ts'
import { recapYears } from '#src/shared/song-model/stats/recap-years.ts'
import { rawStream as stream, sungAt as sung } from '#tests/support/test-streams.ts'

import { recapFigures } from './recap-figures.ts'

const lemon = (minute: number) => sung('Lemon', '米津玄師', minute)
const yoruni = (minute: number) => sung('夜に駆ける', 'YOASOBI', minute)
const idol = (minute: number) => sung('アイドル', 'YOASOBI', minute)

// Stream ids follow this order: 0 and 1 in 2024, 2 to 5 in 2025, 6 (unlisted) in 2023.
const archive = buildSongModel([
  stream('2024/11/3', [lemon(1), yoruni(5)]),
  stream('2024/12/24', [lemon(1)]),
  stream('2025/1/5', [lemon(1), sung('打上花火', 'DAOKO × 米津玄師', 5), lemon(9)]),
  stream('2025/1/20', [idol(1)], { showDate: false }),
  stream('2025/3/9', [yoruni(1), idol(5), sung('群青', 'YOASOBI', 9)]),
  stream('2025/3/9', [lemon(1)]),
  stream('2023/5/5', [lemon(1)], { showList: false }),
])

function figures(model: SongModel, year: number) {
  const result = recapFigures(model, year)
  if (!result) throw new Error(`no figures for ${year}`)
  return result
}

const monthsWith = (entries: Record<number, number>) =>
  Array.from({ length: 12 }, (_, i) => entries[i] ?? 0)

describe('recapYears', () => {
  it('lists the years with a listed stream, newest first', () => {
    expect(recapYears(archive)).toEqual([2025, 2024])
    expect(recapYears({ streams: [] })).toEqual([])
  })
})

describe('recapFigures', () => {
  it('is null for a year without a listed stream', () => {
    expect(recapFigures(archive, 2026)).toBeNull()
    expect(recapFigures(archive, 2023)).toBeNull()
  })

  it('counts the year’s streams, performances, distinct songs and debuts', () => {
    expect(figures(archive, 2025)).toMatchObject({
      year: 2025,
      streams: 4,
      performances: 8,
      songs: 5,
      debuts: 3,
    })
    expect(figures(archive, 2024)).toMatchObject({
      year: 2024,
      streams: 2,
      performances: 3,
      songs: 2,
      debuts: 2,
    })
  })

  it('counts a song sung twice in one stream as two performances of one song', () => {
    const model = buildSongModel([stream('2025/6/1', [lemon(1), lemon(5)])])
    const year = figures(model, 2025)
    expect(year).toMatchObject({ performances: 2, songs: 1, debuts: 1 })
    expect(year.topSongs.map((s) => [s.song.songName, s.count])).toEqual([['Lemon', 2]])
  })

  it('ranks songs by count, then in title order', () => {
    // Ties are in code-point order of the titles, not in the order they were first sung.
    expect(figures(archive, 2025).topSongs.map((s) => [s.song.songName, s.count])).toEqual([
      ['Lemon', 3],
      ['アイドル', 2],
      ['夜に駆ける', 1],
      ['打上花火', 1],
      ['群青', 1],
    ])
  })

  it('counts a collaboration for each of its artists', () => {
    // 米津玄師: Lemon three times and 打上花火; ties in code-point order (Y before 米).
    expect(figures(archive, 2025).topArtists).toEqual([
      { name: 'YOASOBI', count: 4 },
      { name: '米津玄師', count: 4 },
      { name: 'DAOKO', count: 1 },
    ])
  })

  it('cuts both top lists at ten', () => {
    const names = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))
    const songs = names.map((n, i) => sung(`song${n}`, `artist${n}`, i + 1))
    const model = buildSongModel([stream('2025/6/1', [...songs, sung('song12', 'artist12', 30)])])
    const year = figures(model, 2025)
    expect(year).toMatchObject({ performances: 13, songs: 12 })
    const expected = ['12', '01', '02', '03', '04', '05', '06', '07', '08', '09']
    expect(year.topSongs.map((s) => s.song.songName)).toEqual(expected.map((n) => `song${n}`))
    expect(year.topArtists.map((a) => a.name)).toEqual(expected.map((n) => `artist${n}`))
    expect(year.topSongs[0]?.count).toBe(2)
    expect(year.topArtists[0]?.count).toBe(2)
  })

  it('counts performances and streams per month, January first', () => {
    expect(figures(archive, 2025).months).toEqual(monthsWith({ 0: 4, 2: 4 }))
    expect(figures(archive, 2025).monthStreams).toEqual(monthsWith({ 0: 2, 2: 2 }))
    expect(figures(archive, 2024).months).toEqual(monthsWith({ 10: 2, 11: 1 }))
    expect(figures(archive, 2024).monthStreams).toEqual(monthsWith({ 10: 1, 11: 1 }))
  })

  it('takes the longest stream, the earlier one on a tie', () => {
    // 2025/1/5 and 2025/3/9 both have three songs.
    expect(figures(archive, 2025).longest?.id).toBe('2')
    expect(figures(archive, 2024).longest?.id).toBe('0')
    // The same day: the data's order decides.
    const sameDay = buildSongModel([
      stream('2025/6/1', [lemon(1), yoruni(5)]),
      stream('2025/6/1', [idol(1), yoruni(5)]),
    ])
    expect(figures(sameDay, 2025).longest?.id).toBe('0')
  })

  it('counts a stream whose date is hidden in its year', () => {
    const onlyHidden = buildSongModel([
      stream('2024/8/1', [idol(1), lemon(5)], { showDate: false }),
    ])
    expect(recapYears(onlyHidden)).toEqual([2024])
    expect(figures(onlyHidden, 2024)).toMatchObject({
      streams: 1,
      performances: 2,
      monthStreams: monthsWith({ 7: 1 }),
    })
  })

  it('lists only the year’s debuts, oldest first', () => {
    // Lemon and 夜に駆ける, sung again in 2025, debuted in 2024.
    const titles = (year: number) => figures(archive, year).debutSongs.map((s) => s.songName)
    expect(titles(2024)).toEqual(['Lemon', '夜に駆ける'])
    expect(titles(2025)).toEqual(['打上花火', 'アイドル', '群青'])
  })
})
