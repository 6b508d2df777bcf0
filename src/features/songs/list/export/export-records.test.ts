import { describe, expect, it } from 'vitest'

import { activateLocale } from '#src/i18n/catalog.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { rawSong, rawStream } from '#tests/support/test-streams.ts'

import { type ExportRecord, exportRecords, toCsv, toJson } from './export-records.ts'

const record = (overrides: Partial<ExportRecord> = {}): ExportRecord => ({
  date: '2025-02-11',
  stream: '歌枠',
  title: '夜に駆ける',
  artist: 'YOASOBI',
  start: '0:04:05',
  link: 'https://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s',
  ...overrides,
})

describe('exportRecords', () => {
  const model = buildSongModel([
    {
      date: '2025/3/9',
      streamName: 'リクエスト歌枠',
      showList: true,
      showDate: true,
      songList: [
        rawSong({ songTime: '1:02:03', songLink: 'https://youtu.be/BBBBBBBBBBB?t=3723&si=x' }),
        rawSong({ songName: 'Lemon', singer: '米津玄師', showDate: false }),
      ],
    },
  ])

  it('writes each performance in the order given, with no date where the date is hidden', () => {
    const [first, second] = model.streams[0]?.performances ?? []
    expect(exportRecords([second!, first!])).toEqual([
      {
        date: null,
        stream: 'リクエスト歌枠',
        title: 'Lemon',
        artist: '米津玄師',
        start: '0:04:05',
        link: 'https://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s',
      },
      {
        date: '2025-03-09',
        stream: 'リクエスト歌枠',
        title: '夜に駆ける',
        artist: 'YOASOBI',
        start: '1:02:03',
        link: 'https://www.youtube.com/watch?v=BBBBBBBBBBB&t=3723s',
      },
    ])
  })

  it('writes an unknown artist as the page says it, in its language', async () => {
    const [unknown] = buildSongModel([
      rawStream('2025/8/4', [rawSong({ songName: '夜行', singer: '' })]),
    ]).streams[0]!.performances
    await activateLocale('ja')
    expect(exportRecords([unknown!])[0]?.artist).toBe('アーティスト不明')
    await activateLocale('zh')
    expect(exportRecords([unknown!])[0]?.artist).toBe('歌手不明')
  })
})

describe('toCsv', () => {
  it('starts with a byte order mark and a header row, and ends every line with CRLF', () => {
    const csv = toCsv([record(), record({ date: null })])
    expect(csv.startsWith('\uFEFFdate,stream,title,artist,start,link\r\n')).toBe(true)
    expect(csv.slice(1).split('\r\n')).toEqual([
      'date,stream,title,artist,start,link',
      '2025-02-11,歌枠,夜に駆ける,YOASOBI,0:04:05,https://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s',
      ',歌枠,夜に駆ける,YOASOBI,0:04:05,https://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s',
      '',
    ])
    // No bare line feed anywhere: every line end is CRLF.
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/)
  })

  it.each([
    ['a comma', '【歌枠】夏, 秋', '"【歌枠】夏, 秋"'],
    ['a quote, doubled', 'Say "Hello"', '"Say ""Hello"""'],
    ['a line feed', '作詞:\nA', '"作詞:\nA"'],
    ['a carriage return', 'A\rB', '"A\rB"'],
    ['a line break', 'A\r\nB', '"A\r\nB"'],
    ['nothing to quote', "A;B 'C'", "A;B 'C'"],
  ])('quotes a field with %s (RFC 4180)', (_, value, written) => {
    const csv = toCsv([record({ artist: value })])
    const row = csv.slice(csv.indexOf('\r\n') + 2)
    expect(row).toBe(
      `2025-02-11,歌枠,夜に駆ける,${written},0:04:05,https://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s\r\n`,
    )
  })

  // Issue 69: a title a spreadsheet would run. Each is written as text (OWASP's CSV injection
  // advice): a single quote before it, the field quoted.
  it.each([
    ['a formula', "=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['a plus', '+1+cmd|A0', `"'+1+cmd|A0"`],
    ['a minus', '-ERROR-', `"'-ERROR-"`],
    ['an at sign', '@SUM(1+1)', `"'@SUM(1+1)"`],
    ['a tab', '\t=1+1', `"'\t=1+1"`],
    ['a carriage return', '\r=1+1', `"'\r=1+1"`],
    [
      'a formula with quotes',
      '=HYPERLINK("https://evil.example","x")',
      `"'=HYPERLINK(""https://evil.example"",""x"")"`,
    ],
  ])('writes a field that begins with %s as text', (_, value, written) => {
    const csv = toCsv([record({ title: value })])
    const row = csv.slice(csv.indexOf('\r\n') + 2)
    expect(row).toBe(
      `2025-02-11,歌枠,${written},YOASOBI,0:04:05,https://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s\r\n`,
    )
  })

  it('leaves a field with a formula sign further in as it is', () => {
    const csv = toCsv([record({ title: '1+1=2', artist: 'A-B @home' })])
    expect(csv).toContain(',1+1=2,A-B @home,')
  })

  it('is only the header for no performance', () => {
    expect(toCsv([])).toBe('\uFEFFdate,stream,title,artist,start,link\r\n')
  })
})

describe('toJson', () => {
  it('is an array of the same records, keys in the documented order, without a byte order mark', () => {
    const records = [record(), record({ date: null, title: 'a "quoted", title' })]
    const json = toJson(records)
    expect(json.startsWith('[')).toBe(true)
    expect(JSON.parse(json)).toEqual(records)
    expect(Object.keys(JSON.parse(json)[0])).toEqual([
      'date',
      'stream',
      'title',
      'artist',
      'start',
      'link',
    ])
  })
})
