import { describe, expect, it } from 'vitest'

import { archiveGlance, listedStreams, type StreamLike } from './stream-summary.ts'

const song = (songName: string, singer: string) => ({ songName, singer })

// A hidden stream shares 9 March with two listed ones: the second listed one's page is `-3`.
const fixture: StreamLike[] = [
  {
    file: '2025-03-09.json',
    date: '2025/03/09',
    streamName: 'リクエスト歌枠',
    showList: true,
    showDate: true,
    songList: [song('夜に駆ける', 'YOASOBI'), song('コネクト', 'ClariS')],
  },
  {
    file: '2025-02-11.json',
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
    file: '2025-08-04.json',
    date: '2025/8/4',
    streamName: '非公開',
    showList: false,
    showDate: true,
    songList: [song('A', 'B')],
  },
  {
    file: '2025-13-01.json',
    date: '2025/13/1',
    streamName: '壊れた日付',
    showList: true,
    showDate: true,
    songList: [song('C', 'D')],
  },
  {
    file: '2025-03-09-2.json',
    date: '2025/3/9',
    streamName: '同じ日の非公開',
    showList: false,
    showDate: true,
    songList: [song('E', 'F')],
  },
  {
    file: '2025-03-09-3.json',
    date: '2025/3/9',
    streamName: '同じ日の二枠目',
    showList: true,
    showDate: false,
    songList: [],
  },
]

describe('listedStreams', () => {
  it('keeps listed, dated streams, oldest first, each with its file as its page address', () => {
    expect(listedStreams(fixture)).toEqual([
      { slug: '2025-02-11', date: '2025-02-11', name: '初歌枠', songCount: 3, showDate: true },
      {
        slug: '2025-03-09',
        date: '2025-03-09',
        name: 'リクエスト歌枠',
        songCount: 2,
        showDate: true,
      },
      {
        slug: '2025-03-09-3',
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
        slug: '2025-03-09-3',
        date: '2025-03-09',
        name: '同じ日の二枠目',
        songCount: 0,
        showDate: false,
      },
      streamCount: 3,
      songCount: 3,
      performanceCount: 5,
      years: [2025],
    })
  })

  it('reports nothing for no data', () => {
    expect(archiveGlance([])).toEqual({
      latest: null,
      streamCount: 0,
      songCount: 0,
      performanceCount: 0,
      years: [],
    })
  })
})
