import { describe, expect, it } from 'vitest'

import { formatCommentProblem, parseComment } from './parse-comment.ts'

const streamUrl = 'https://youtu.be/pepe250816a?si=trackingXYZ'

function problems(comment: string, url = streamUrl): string[] {
  return parseComment(comment, url).errors.map(formatCommentProblem)
}

describe('malformed comments', () => {
  it('refuses a comment with no times at all', () => {
    const comment = ['今日のセトリ', '夜に駆ける / YOASOBI', 'Lemon / 米津玄師'].join('\n')
    const parsed = parseComment(comment, streamUrl)
    expect(parsed.songs).toEqual([])
    expect(parsed.errors.map(formatCommentProblem)).toEqual([
      'no song found: no line has a time followed by a title and an artist',
    ])
    expect(parsed.skipped.map((s) => s.line)).toEqual([1, 2, 3])
  })

  it('refuses an empty comment', () => {
    expect(problems('\n  \n')).toEqual([
      'no song found: no line has a time followed by a title and an artist',
    ])
  })

  it('names the line whose time goes backwards', () => {
    const comment = [
      'セトリ',
      '0:05:00 夜に駆ける / YOASOBI',
      '0:12:30 Lemon / 米津玄師',
      '0:09:10 紅蓮華 / LiSA',
      '0:20:00 アイドル / YOASOBI',
    ].join('\n')
    expect(problems(comment)).toEqual([
      'line 4: 0:09:10 comes before 0:12:30 on line 3; times must go forward within a video',
    ])
  })

  it('refuses a stream URL that is not YouTube', () => {
    expect(problems('0:05:00 夜に駆ける / YOASOBI', 'https://vimeo.com/123456789')).toEqual([
      '"https://vimeo.com/123456789" is not a YouTube video link',
    ])
  })

  it('refuses a YouTube URL without a video id', () => {
    expect(problems('0:05:00 夜に駆ける / YOASOBI', 'https://www.youtube.com/@example')).toEqual([
      '"https://www.youtube.com/@example" is not a YouTube video link',
    ])
  })

  it('refuses a non-YouTube link in the middle of the comment', () => {
    const comment = [
      '0:05:00 夜に駆ける / YOASOBI',
      '続きはこちら https://www.twitch.tv/videos/123456',
      '0:01:00 Lemon / 米津玄師',
    ].join('\n')
    expect(problems(comment)).toEqual([
      'line 2: "https://www.twitch.tv/videos/123456" is not a YouTube video link, so the songs after it have no video',
    ])
  })

  it('names a time that cannot be read', () => {
    expect(problems('0:05:00 夜に駆ける / YOASOBI\n12:75 Lemon / 米津玄師')).toEqual([
      'line 2: "12:75" is not a time (h:mm:ss, mm:ss or m:ss)',
    ])
  })
})

describe('details of real comments', () => {
  it('gives songs before any link to the stream URL, and songs after a link to that video', () => {
    const comment = [
      '0:10:00 夜に駆ける / YOASOBI',
      'パート2 → https://www.youtube.com/watch?v=pepe250816b&t=5s',
      '0:02:00 Lemon / 米津玄師',
    ].join('\n')
    const songs = parseComment(comment, streamUrl).songs
    expect(songs.map((s) => [s.videoId, s.seconds])).toEqual([
      ['pepe250816a', 600],
      ['pepe250816b', 120],
    ])
  })

  it('does not restart the clock when the comment repeats the stream link', () => {
    const comment = [
      '0:10:00 夜に駆ける / YOASOBI',
      'https://www.youtube.com/watch?v=pepe250816a',
      '0:02:00 Lemon / 米津玄師',
    ].join('\n')
    expect(problems(comment)).toEqual([
      'line 3: 0:02:00 comes before 0:10:00 on line 1; times must go forward within a video',
    ])
  })

  it('reads minutes past the hour and Windows line endings', () => {
    const parsed = parseComment('58:10 Lemon / 米津玄師\r\n75:20 紅蓮華 / LiSA\r\n', streamUrl)
    expect(parsed.errors).toEqual([])
    expect(parsed.songs.map((s) => [s.line, s.seconds])).toEqual([
      [1, 3490],
      [2, 4520],
    ])
  })

  it('skips a timestamp without an artist and reports it', () => {
    const parsed = parseComment('0:00:00 配信開始\n0:03:00 夜に駆ける / YOASOBI', streamUrl)
    expect(parsed.skipped).toEqual([{ line: 1, text: '0:00:00 配信開始', reason: 'no-artist' }])
    expect(parsed.songs.map((s) => s.songName)).toEqual(['夜に駆ける'])
  })

  it('with keepTitleOnly, reads a title without an artist as a song with an empty singer', () => {
    const comment = '3:15 千本桜（アカペラ）\n5:00\n7:30 「夜に駆ける」\n9:00 Lemon / 米津玄師'
    const parsed = parseComment(comment, streamUrl, { keepTitleOnly: true })
    expect(parsed.errors).toEqual([])
    expect(parsed.songs.map((s) => [s.line, s.seconds, s.songName, s.singer, s.notes])).toEqual([
      [1, 195, '千本桜', '', ['アカペラ']],
      [3, 450, '夜に駆ける', '', []],
      [4, 540, 'Lemon', '米津玄師', []],
    ])
    // A time with nothing after it names no song either way.
    expect(parsed.skipped).toEqual([{ line: 2, text: '5:00', reason: 'no-artist' }])
  })

  it('reads numbering written as (1), #1 and ⑫', () => {
    const comment = ['(1) 1:00 A / B', '#2 2:00 C / D', '⑫ 3:00 E / F'].join('\n')
    const songs = parseComment(comment, streamUrl).songs
    expect(songs.map((s) => [s.seconds, s.songName, s.singer])).toEqual([
      [60, 'A', 'B'],
      [120, 'C', 'D'],
      [180, 'E', 'F'],
    ])
  })
})

describe('long comments', () => {
  it('reads 130,000 lines without throwing', () => {
    const time = (i: number) =>
      `${Math.floor(i / 3600)}:${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`
    const lines = Array.from({ length: 130_000 }, (_, i) => (i % 2 ? 'a' : `${time(i)} 歌 / 歌手`))
    const parsed = parseComment(lines.join('\n'), streamUrl)
    expect(parsed.songs).toHaveLength(65_000)
    expect(parsed.skipped).toHaveLength(65_000)
  })
})

describe('ranges', () => {
  it.each([
    '1:00 ~ 4:30',
    '1:00 - 4:30',
    '1:00～4:30',
    '1:00；4:30',
    '1:00〜4:30',
    '１：００ ~ ４：３０',
  ])('reads %s as a start and an end', (range) => {
    const [song] = parseComment(`${range} 夜に駆ける / YOASOBI`, streamUrl).songs
    expect(song).toMatchObject({ seconds: 60, endSeconds: 270, songName: '夜に駆ける' })
  })

  it('leaves the end out when the line has none', () => {
    const [song] = parseComment('1:00 夜に駆ける / YOASOBI', streamUrl).songs
    expect(song).not.toHaveProperty('endSeconds')
  })
})
