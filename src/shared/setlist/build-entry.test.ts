import { describe, expect, it } from 'vitest'

import { buildStreamEntry } from './build-entry.ts'
import type { CommentSong } from './parse-comment.ts'

const songs: CommentSong[] = [
  {
    line: 2,
    seconds: 75,
    songName: '夜に駆ける',
    singer: 'YOASOBI',
    notes: [],
    videoId: 'pepe250816a',
  },
  {
    line: 3,
    seconds: 3723,
    songName: 'Lemon',
    singer: '米津玄師',
    notes: [],
    videoId: 'pepe250816b',
  },
]

describe('buildStreamEntry', () => {
  it('marks a song-request stream and writes one time and link form', () => {
    expect(
      buildStreamEntry(songs, { date: '2025/08/16', streamName: 'リクエスト歌枠', request: true }),
    ).toEqual({
      date: '2025/08/16',
      streamName: 'リクエスト歌枠',
      showList: true,
      showDate: true,
      category: 'request',
      songList: [
        {
          showDate: true,
          songName: '夜に駆ける',
          singer: 'YOASOBI',
          songTime: '1:15',
          songLink: 'https://www.youtube.com/watch?v=pepe250816a&t=75s',
        },
        {
          showDate: true,
          songName: 'Lemon',
          singer: '米津玄師',
          songTime: '1:02:03',
          songLink: 'https://www.youtube.com/watch?v=pepe250816b&t=3723s',
        },
      ],
    })
  })

  it("writes no category for a general stream, and the fields in the data files' order", () => {
    const entry = buildStreamEntry(songs, { date: '2025/8/16', streamName: '歌枠', request: false })
    expect(entry.category).toBeUndefined()
    expect(Object.keys(entry.songList[0]!)).toEqual([
      'showDate',
      'songName',
      'singer',
      'songTime',
      'songLink',
    ])
  })

  it('writes an end time after the start time, where the comment gave a range', () => {
    const [first] = songs
    const entry = buildStreamEntry([{ ...first!, endSeconds: 270 }], {
      date: '2025/8/16',
      streamName: '歌枠',
      request: false,
    })
    expect(entry.songList[0]).toEqual({
      showDate: true,
      songName: '夜に駆ける',
      singer: 'YOASOBI',
      songTime: '1:15',
      songEndTime: '4:30',
      songLink: 'https://www.youtube.com/watch?v=pepe250816a&t=75s',
    })
    expect(Object.keys(entry.songList[0]!)).toEqual([
      'showDate',
      'songName',
      'singer',
      'songTime',
      'songEndTime',
      'songLink',
    ])
  })

  it('records where the setlist was read, before the songs, and nothing when not told', () => {
    const source = { kind: 'comment' as const, commentId: 'Ugx1', author: '@fan' }
    const options = { date: '2025/8/16', streamName: '歌枠', request: true }
    const entry = buildStreamEntry(songs, { ...options, source })
    expect(entry.source).toEqual(source)
    expect(Object.keys(entry).slice(-3)).toEqual(['category', 'source', 'songList'])
    expect('source' in buildStreamEntry(songs, options)).toBe(false)
  })
})
