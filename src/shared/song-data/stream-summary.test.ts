import { describe, expect, it } from 'vitest'
import { archiveGlance, listedStreams, type StreamLike } from './stream-summary'

const song = (songName: string, singer: string) => ({ songName, singer })

const fixture: StreamLike[] = [
  {
    date: '2025/03/09',
    streamName: 'リクエスト歌枠',
    showList: true,
    showDate: true,
    songList: [song('夜に駆ける', 'YOASOBI'), song('コネクト', 'ClariS')],
  },
  {
    date: '2025/2/11',
    streamName: '初歌枠',
    showList: true,
    showDate: true,
    songList: [
      song('夜に駆ける', 'YOASOBI'),
      song('紅蓮華', 'LiSA'),
      song('夜に駆ける ', 'yoasobi'),
    ],
  },
  {
    date: '2025/8/4',
    streamName: '非公開',
    showList: false,
    showDate: true,
    songList: [song('A', 'B')],
  },
  {
    date: '2025/13/1',
    streamName: '壊れた日付',
    showList: true,
    showDate: true,
    songList: [song('C', 'D')],
  },
  { date: '2025/3/9', streamName: '同じ日の二枠目', showList: true, showDate: false, songList: [] },
]

describe('listedStreams', () => {
  it('keeps listed, dated streams, oldest first, with unique date keys', () => {
    expect(listedStreams(fixture)).toEqual([
      { key: '2025-02-11', date: '2025-02-11', name: '初歌枠', songCount: 3, showDate: true },
      {
        key: '2025-03-09',
        date: '2025-03-09',
        name: 'リクエスト歌枠',
        songCount: 2,
        showDate: true,
      },
      {
        key: '2025-03-09-2',
        date: '2025-03-09',
        name: '同じ日の二枠目',
        songCount: 0,
        showDate: false,
      },
    ])
  })
})

describe('archiveGlance', () => {
  it('derives the latest stream and the counts from the listed streams', () => {
    expect(archiveGlance(fixture)).toEqual({
      latest: {
        key: '2025-03-09-2',
        date: '2025-03-09',
        name: '同じ日の二枠目',
        songCount: 0,
        showDate: false,
      },
      streamCount: 3,
      songCount: 3,
      performanceCount: 5,
    })
  })

  it('reports nothing for no data', () => {
    expect(archiveGlance([])).toEqual({
      latest: null,
      streamCount: 0,
      songCount: 0,
      performanceCount: 0,
    })
  })
})
