import { describe, expect, it } from 'vitest'

import { findColumns, readColumnMap } from './columns.ts'

describe('findColumns', () => {
  it('finds each column by name in any order, case and width', () => {
    const header = ['Notes', 'ＵＲＬ', ' Song ', 'ARTIST', 'time', 'Date', 'stream', 'Reading']
    expect(findColumns(header)).toEqual({
      columns: { url: 1, song: 2, artist: 3, time: 4, date: 5, stream: 6, reading: 7 },
    })
  })

  it('reads Japanese and Chinese headers, 時間 as the time in both', () => {
    const ja = [
      '日付',
      '配信タイトル',
      '動画',
      'タイムスタンプ',
      '曲名',
      'アーティスト',
      '終了',
      '種類',
      '読み',
    ]
    expect(findColumns(ja)).toEqual({
      columns: {
        date: 0,
        stream: 1,
        url: 2,
        time: 3,
        song: 4,
        artist: 5,
        end: 6,
        type: 7,
        reading: 8,
      },
    })
    const zh = ['日期', '直播標題', '網址', '時間', '歌名', '歌手']
    expect(findColumns(zh)).toEqual({
      columns: { date: 0, stream: 1, url: 2, time: 3, song: 4, artist: 5 },
    })
  })

  it.each(['開始', '開始時刻', '開始時間', '开始', '开始时间', '时间', 'start', 'Start Time'])(
    'takes a %s column beside 終了 for the start time',
    (start) => {
      const header = ['日付', '配信タイトル', 'URL', start, '終了', '曲名', 'アーティスト']
      expect(findColumns(header)).toEqual({
        columns: { date: 0, stream: 1, url: 2, time: 3, end: 4, song: 5, artist: 6 },
      })
    },
  )

  it('knows a mapped field by its given header only', () => {
    const header = ['date', 'stream', 'url', 'time', 'Title', 'song', 'artist']
    expect(findColumns(header, { song: 'title' })).toEqual({
      columns: { date: 0, stream: 1, url: 2, time: 3, song: 4, artist: 6 },
    })
  })

  it('names each missing or doubled column', () => {
    expect(findColumns(['date', '日付', 'url', 'time', 'song', 'artist', '曲'])).toEqual({
      problems: [
        'columns "date" and "日付" are both the date',
        'no stream column: name one "stream", "配信", "配信タイトル", "直播標題", or give --map \'{"stream":"<header>"}\'',
        'columns "song" and "曲" are both the song',
      ],
    })
  })
})

describe('readColumnMap', () => {
  it('reads header names by field', () => {
    expect(readColumnMap('{"song":"Title","artist":"By"}')).toEqual({ song: 'Title', artist: 'By' })
  })

  it.each([
    ['{song:Title}', /^--map: not JSON/],
    ['["song"]', /^--map: expected an object/],
    ['{"title":"Title"}', /^--map: "title" is not one of date, stream, url/],
    ['{"song":" "}', /^--map: the header for "song" must be a non-empty text$/],
  ])('refuses %s', (json, message) => {
    expect(readColumnMap(json)).toMatch(message)
  })
})
