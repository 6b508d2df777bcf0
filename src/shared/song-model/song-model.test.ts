import { describe, expect, it } from 'vitest'

import { rawSong, testStreams } from '#tests/support/test-streams.ts'

import { buildSongModel } from './song-model.ts'

const model = buildSongModel(testStreams)

describe('buildSongModel', () => {
  it('lists shown streams newest first with ISO dates and categories', () => {
    expect(model.streams.map((s) => [s.isoDate, s.name, s.category])).toEqual([
      ['2025-04-01', 'secret date', 'general'],
      ['2025-03-09', 'requests', 'request'],
      ['2025-02-11', 'first', 'general'],
    ])
  })

  it('normalises each performance: seconds, video id, canonical link without tracking', () => {
    const lemon = model.streams[2]?.performances[1]
    expect(lemon).toMatchObject({
      songName: 'Lemon',
      isoDate: '2025-02-11',
      startSeconds: 754,
      videoId: 'AAAAAAAAAAA',
      link: 'https://www.youtube.com/watch?v=AAAAAAAAAAA&t=754s',
    })
    const live = model.streams[1]?.performances[0]
    expect(live?.link).toBe('https://www.youtube.com/watch?v=BBBBBBBBBBB&t=3723s')
  })

  it('numbers the videos of a stream that spans several', () => {
    const stream = model.streams[1]
    expect(stream?.videoCount).toBe(2)
    expect(stream?.performances.map((p) => p.videoNumber)).toEqual([1, 2])
    expect(model.streams[2]?.videoCount).toBe(1)
  })

  it('groups recurring songs by normalised title and singer, newest performance first', () => {
    const yoru = model.songs.find((s) => s.songName === '夜に駆ける')
    expect(yoru?.performances.map((p) => p.isoDate)).toEqual(['2025-03-09', '2025-02-11'])
    expect(model.songs).toHaveLength(4)
  })

  it('keeps the same title by another singer apart', () => {
    const m = buildSongModel([
      { ...testStreams[0]!, songList: [rawSong(), rawSong({ singer: 'Other' })] },
    ])
    expect(m.songs).toHaveLength(2)
  })

  it("takes performances of one title with the artist unknown for one song, apart from a known artist's", () => {
    const unknown = (minute: number) =>
      rawSong({
        songName: '夜行',
        singer: '',
        songTime: `${minute}:00`,
        songLink: `https://youtu.be/AAAAAAAAAAA?t=${minute * 60}`,
      })
    const known = rawSong({ songName: '夜行', singer: 'ヨルシカ' })
    const m = buildSongModel([
      { ...testStreams[0]!, date: '2025/2/11', songList: [unknown(1), known] },
      { ...testStreams[0]!, date: '2025/3/1', songList: [unknown(2)] },
    ])
    const [first, second] = m.songs
    expect(m.songs).toHaveLength(2)
    expect(first).toMatchObject({ songName: '夜行', singer: '', artists: [], slug: '夜行' })
    expect(first?.performances.map((p) => [p.isoDate, p.singer, p.debut])).toEqual([
      ['2025-03-01', '', false],
      ['2025-02-11', '', true],
    ])
    expect(second).toMatchObject({ singer: 'ヨルシカ', artists: ['ヨルシカ'] })
    expect(second?.performances[0]?.debut).toBe(true)
    // No artist to filter by, nor an empty one.
    expect(m.artists).toEqual(['ヨルシカ'])
  })

  it('honours showList and showDate', () => {
    expect(model.streams.some((s) => s.name === 'hidden')).toBe(false)
    expect(model.songs.some((s) => s.songName === 'hidden song')).toBe(false)
    expect(model.streamDates).toEqual(['2025-03-09', '2025-02-11'])
    const idol = model.songs.find((s) => s.songName === 'アイドル')
    expect(idol?.performances[0]?.dateVisible).toBe(false)
    expect(idol?.lastSungIso).toBeNull()
    // The newest shown date, not the hidden one.
    expect(model.songs.find((s) => s.songName.startsWith('夜'))?.lastSungIso).toBe('2025-03-09')
    expect(model.performanceCount).toBe(5)
  })

  it('collects individual artists', () => {
    expect(model.artists).toEqual(['DAOKO', 'YOASOBI', '米津玄師'])
  })

  it('refuses invalid data, naming the entry', () => {
    const bad = [{ ...testStreams[0]!, songList: [rawSong({ songTime: '99' })] }]
    expect(() => buildSongModel(bad)).toThrow(
      /stream 2025\/2\/11 \(streams\[0\]\) songList\[0\]\.songTime/,
    )
  })
})
