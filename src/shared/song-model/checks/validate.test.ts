import { describe, expect, it } from 'vitest'

import { rawSong, testStreams } from '#tests/support/test-streams.ts'

import { formatValidationIssue, validateStreams } from './validate.ts'

function streamWith(songList: unknown[], extra: Record<string, unknown> = {}) {
  return { date: '2025/3/9', streamName: 's', showList: true, showDate: true, songList, ...extra }
}

describe('validateStreams', () => {
  it('accepts valid data', () => {
    expect(validateStreams(testStreams)).toEqual([])
  })

  it('names the stream, song and field of a bad time', () => {
    const issues = validateStreams([streamWith([rawSong(), rawSong({ songTime: '4:5' })])])
    expect(issues).toEqual([
      expect.objectContaining({
        streamDate: '2025/3/9',
        streamIndex: 0,
        songIndex: 1,
        field: 'songTime',
      }),
    ])
    expect(formatValidationIssue(issues[0]!)).toMatch(
      /^stream 2025\/3\/9 \(streams\[0\]\) songList\[1\]\.songTime: "4:5" is not/,
    )
  })

  it.each([
    ['2025/2/30', 'date'],
    ['2025/13/1', 'date'],
    ['2025-02-11', 'date'],
  ])('rejects the date %s', (date, field) => {
    expect(validateStreams([streamWith([rawSong()], { date })])).toEqual([
      expect.objectContaining({ streamIndex: 0, field, streamDate: date }),
    ])
  })

  it.each([
    ['http://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s', /https YouTube link/],
    ['https://vimeo.com/123?t=245', /https YouTube link/],
    ['https://youtu.be/AAAA?t=245', /11-character video id/],
    ['https://youtu.be/AAAAAAAAAAA', /a t= start offset/],
    ['https://youtu.be/AAAAAAAAAAA?t=246', /t=246s does not match songTime 4:05 \(245s\)/],
  ])('rejects the link %s', (songLink, message) => {
    const [issue, ...rest] = validateStreams([streamWith([rawSong({ songLink })])])
    expect(rest).toEqual([])
    expect(issue).toMatchObject({ songIndex: 0, field: 'songLink' })
    expect(issue?.message).toMatch(message)
  })

  it('checks the raw shape: types, missing and unknown fields, category', () => {
    const issues = validateStreams([
      {
        date: '2025/3/9',
        streamName: '',
        showList: 'yes',
        category: 'karaoke',
        songList: [{ ...rawSong(), songname: 'typo', singer: 3 }, 'nope'],
      },
    ])
    expect(issues.map(formatValidationIssue)).toEqual([
      'stream 2025/3/9 (streams[0]) showDate: is missing',
      'stream 2025/3/9 (streams[0]) streamName: "" is not text with more than spaces in it',
      'stream 2025/3/9 (streams[0]) showList: must be a boolean',
      'stream 2025/3/9 (streams[0]) category: "karaoke" must be "general" or "request"',
      'stream 2025/3/9 (streams[0]) songList[0].singer: must be a string',
      'stream 2025/3/9 (streams[0]) songList[0].songname: is not a known field',
      'stream 2025/3/9 (streams[0]) songList[1].songList: must be an object',
    ])
  })

  it('names each field holding a control character (C0 or C1, tab and line breaks included)', () => {
    const issues = validateStreams([
      streamWith([rawSong({ singer: 'YOA\tSOBI', songName: 'よる\n' })], { streamName: 'a\u0085' }),
    ])
    const hidden =
      'an invisible character no text may hold (control, bidirectional, zero-width or half of a surrogate pair)'
    expect(issues.map(formatValidationIssue)).toEqual([
      `stream 2025/3/9 (streams[0]) streamName: holds U+0085, ${hidden}`,
      `stream 2025/3/9 (streams[0]) songList[0].songName: holds U+000A, ${hidden}`,
      `stream 2025/3/9 (streams[0]) songList[0].singer: holds U+0009, ${hidden}`,
    ])
  })

  it.each(['👩‍🎤', '🏳️‍🌈', '👨‍👩‍👧', '👩🏽‍🎤', '❤️‍🔥', '☺️'])(
    'accepts the emoji %s, joined or with a variation selector, in each text',
    (emoji) => {
      const song = rawSong({ songName: `歌${emoji}`, singer: `${emoji}YOASOBI` })
      expect(validateStreams([streamWith([song], { streamName: `歌枠${emoji}` })])).toEqual([])
    },
  )

  it.each([
    ['U+202E', '\u202e'],
    ['U+202A', '\u202a'],
    ['U+2066', '\u2066'],
    ['U+2069', '\u2069'],
    ['U+200E', '\u200e'],
    ['U+200F', '\u200f'],
  ])('refuses the bidirectional control %s, which no tool removes', (name, char) => {
    const issues = validateStreams([streamWith([rawSong()], { streamName: `歌枠${char}🎤` })])
    expect(issues.map(formatValidationIssue)).toEqual([
      `stream 2025/3/9 (streams[0]) streamName: holds ${name}, an invisible character no text may hold (control, bidirectional, zero-width or half of a surrogate pair)`,
    ])
  })

  it('refuses a zero-width character, saying that data:check --fix removes it', () => {
    const song = rawSong({ songName: '夜に\u200b駆ける' })
    expect(
      validateStreams([streamWith([song], { streamName: '👩\u200b\u200d🎤' })]).map(
        formatValidationIssue,
      ),
    ).toEqual([
      'stream 2025/3/9 (streams[0]) streamName: holds U+200B, an invisible character no text may hold (control, bidirectional, zero-width or half of a surrogate pair); npm run data:check -- --fix removes it',
      'stream 2025/3/9 (streams[0]) songList[0].songName: holds U+200B, an invisible character no text may hold (control, bidirectional, zero-width or half of a surrogate pair); npm run data:check -- --fix removes it',
    ])
  })

  it('rejects input that is not a list of stream objects', () => {
    expect(validateStreams({})).toEqual([expect.objectContaining({ field: 'streams' })])
    expect(
      validateStreams([null, streamWith('x' as unknown as unknown[])]).map((i) => i.field),
    ).toEqual(['stream', 'songList'])
  })
})

describe('end times', () => {
  const at = (time: string, seconds: number, video = 'AAAAAAAAAAA') => ({
    songTime: time,
    songLink: `https://youtu.be/${video}?t=${seconds}`,
  })
  const problems = (songList: unknown[]) =>
    validateStreams([streamWith(songList)]).map(formatValidationIssue)

  it('accepts an end after the start, up to the next song in the same video', () => {
    expect(
      problems([
        rawSong({ ...at('1:00', 60), songEndTime: '4:30' }),
        rawSong({ ...at('4:30', 270), songEndTime: '8:00' }),
        // The next song is in another video, so the end may run past its start.
        rawSong({ ...at('5:00', 300, 'BBBBBBBBBBB') }),
        rawSong({ ...at('8:00', 480), songEndTime: '1:02:03' }),
      ]),
    ).toEqual([])
  })

  it('names an end that is no time, not after its start, or past the next song in its video', () => {
    expect(
      problems([
        rawSong({ ...at('1:00', 60), songEndTime: '4:3' }),
        rawSong({ ...at('2:00', 120), songEndTime: '2:00' }),
        rawSong({ ...at('3:00', 180), songEndTime: '2:59' }),
        rawSong({ ...at('4:00', 240), songEndTime: '6:01' }),
        rawSong({ ...at('0:10', 10, 'BBBBBBBBBBB') }),
        rawSong({ ...at('6:00', 360) }),
      ]),
    ).toEqual([
      'stream 2025/3/9 (streams[0]) songList[0].songEndTime: "4:3" is not m:ss, mm:ss, h:mm:ss or hh:mm:ss, e.g. 3:00 or 1:02:03',
      'stream 2025/3/9 (streams[0]) songList[1].songEndTime: 2:00 is not after songTime 2:00',
      'stream 2025/3/9 (streams[0]) songList[2].songEndTime: 2:59 is not after songTime 3:00',
      'stream 2025/3/9 (streams[0]) songList[3].songEndTime: 6:01 is after the next song in this video starts (songList[5] at 6:00)',
    ])
  })
})
