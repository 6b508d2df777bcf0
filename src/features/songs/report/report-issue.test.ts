import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { activateLocale, loadMessages } from '#src/i18n/catalog.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { testStreams } from '#tests/support/test-streams.ts'

import {
  checkDraft,
  type ReportDraft,
  reportIssue,
  reportRecord,
  type ReportTarget,
} from './report-issue.ts'

const model = buildSongModel(testStreams)
// Lemon, the second song of the test streams' first stream: 12:34 in 2025-02-11.json.
const lemon = model.streams.flatMap((s) => s.performances).find((p) => p.songName === 'Lemon')!
const performance: ReportTarget = { kind: 'performance', performance: lemon }
// The song-request stream, 2025-03-09.json.
const stream: ReportTarget = {
  kind: 'stream',
  stream: model.streams.find((s) => s.name === 'requests')!,
}
const draft = (patch: Partial<ReportDraft>): ReportDraft => ({
  problem: 'wrong-time',
  songTime: '',
  songName: 'Lemon',
  singer: '米津玄師',
  videoUrl: '',
  note: '',
  ...patch,
})

/** The JSON block of an issue body. */
const block = (body: string) => JSON.parse(/```json\n([\s\S]*?)\n```/.exec(body)?.[1] ?? 'null')

describe('checkDraft', () => {
  it.each([
    ['a time in full-width digits', draft({ songTime: '１２：４０' }), { songTime: '12:40' }],
    [
      'a changed artist, alone',
      draft({ problem: 'wrong-song', singer: 'Kenshi Yonezu' }),
      {
        singer: 'Kenshi Yonezu',
      },
    ],
    ['a broken video without a new link', draft({ problem: 'broken-video' }), {}],
    [
      'a broken video with a working link',
      draft({ problem: 'broken-video', videoUrl: ' https://youtu.be/AAAAAAAAAAA ' }),
      { videoUrl: 'https://youtu.be/AAAAAAAAAAA' },
    ],
  ])('accepts %s', (_, input, correction) => {
    expect(checkDraft(input, performance)).toEqual({ correction })
  })

  it.each([
    ['no time', draft({}), { songTime: 'required' }],
    ['a time that is none', draft({ songTime: '12:75' }), { songTime: 'time' }],
    ['the time the data has', draft({ songTime: '12:34' }), { songTime: 'unchanged' }],
    ['an unchanged title and artist', draft({ problem: 'wrong-song' }), { songName: 'unchanged' }],
    [
      'a link that is not a video',
      draft({ problem: 'broken-video', videoUrl: 'https://x.example' }),
      {
        videoUrl: 'video',
      },
    ],
    ['"other" without a word', draft({ problem: 'other', note: ' ' }), { note: 'required' }],
  ])('refuses %s', (_, input, errors) => {
    expect(checkDraft(input, performance)).toEqual({ errors })
  })

  it('asks a missing song for its time, title and artist', () => {
    const empty = draft({ problem: 'missing-song', songName: '', singer: '' })
    expect(checkDraft(empty, stream)).toEqual({
      errors: { songTime: 'required', songName: 'required', singer: 'required' },
    })
  })
})

describe('reportIssue', () => {
  beforeAll(async () => {
    await activateLocale('ja')
    await loadMessages('report')
  })

  it('names the file and the index, quotes the note, and carries the record as JSON', () => {
    const record = reportRecord(performance, 'wrong-time', { songTime: '12:40' }, 'ずれています\n')
    const { title, body } = reportIssue(performance, record)
    expect(title).toBe('時刻が違う: Lemon (streams/2025-02-11.json songList[1])')
    expect(body.split('\n').slice(0, 8)).toEqual([
      '歌リストの「報告」から送られた、データの誤りの報告です。',
      '',
      '- 内容: 時刻が違う',
      '- 配信: first (2025-02-11)',
      '- 曲: Lemon / 米津玄師 (12:34)',
      '- 場所: streams/2025-02-11.json songList[1]',
      '- 正しい開始時刻: 12:40',
      '',
    ])
    expect(block(body)).toEqual({
      report: 1,
      problem: 'wrong-time',
      file: 'streams/2025-02-11.json',
      songIndex: 1,
      current: {
        songName: 'Lemon',
        singer: '米津玄師',
        songTime: '12:34',
        songLink: 'https://www.youtube.com/watch?v=AAAAAAAAAAA&t=754s',
      },
      correction: { songTime: '12:40' },
      note: 'ずれています',
    })
  })

  it('keeps any text the fan types readable back from the block', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (name, note) => {
        const record = reportRecord(stream, 'missing-song', { songName: name }, note)
        expect(block(reportIssue(stream, record).body)).toEqual(record)
      }),
    )
  })

  it('is read back by the issue reader whatever markup the fan types, shown as typed', () => {
    // What GitHub would hide or act on in the lines for people: tags, comments, link definitions.
    const markup = fc
      .array(
        fc.constantFrom(
          '<',
          'Intro>',
          '<!--',
          '-->',
          '</b>',
          '[1]: https://x',
          '\n',
          '> ',
          '- ',
          ' ',
          '&',
          'a',
        ),
      )
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(markup, markup, (name, note) => {
        const record = reportRecord(stream, 'missing-song', { songName: name }, note)
        const { body } = reportIssue(stream, record)
        expect(block(body)).toEqual(record)
        expect(body.split('```json')[0]).not.toMatch(/<[A-Za-z!/]/)
      }),
      { numRuns: 300 },
    )
    const { body } = reportIssue(stream, reportRecord(stream, 'other', {}, '<Intro> <3'))
    expect(body).toContain('> &lt;Intro> &lt;3')
  })

  it('quotes a note of 130,000 lines without overflowing the stack', () => {
    const record = reportRecord(stream, 'other', {}, 'a\n'.repeat(130_000))
    const { body } = reportIssue(stream, record)
    expect(body.split('\n').filter((line) => line === '> a')).toHaveLength(130_000)
  })

  it('carries exactly one code block, the record, whatever the fan writes', () => {
    // A line that opens or closes a fence, also inside a quote or a list item.
    const fenceLine = /^(?:[ >]*|[ >]*[-*+] +)(?:`{3,}|~{3,})/
    const fanText = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .array(fc.constantFrom('```', '~~~', '````json', '\n', ' ', '> ', 'json', '{}', '`'))
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(fanText, fanText, (name, note) => {
        const record = reportRecord(stream, 'missing-song', { songName: name }, note)
        const { body } = reportIssue(stream, record)
        expect(body.split(/\r\n?|\n/).filter((line) => fenceLine.test(line))).toEqual([
          '```json',
          '```',
        ])
        // A corrected title is carried exactly in the record; the note is free text throughout.
        const noteOnly = reportIssue(stream, reportRecord(stream, 'other', {}, note)).body
        expect(noteOnly.split('```json')).toHaveLength(2)
      }),
    )
  })

  it('writes the people’s part in the page’s language, the record unchanged', async () => {
    await activateLocale('zh')
    await loadMessages('report')
    const record = reportRecord(stream, 'broken-video', {}, '')
    const { title, body } = reportIssue(stream, record)
    expect(title).toBe(`影片無法觀看或連結有誤: requests (streams/2025-03-09.json)`)
    expect(body).toContain('- 內容: 影片無法觀看或連結有誤')
    expect(block(body)).toEqual(record)
    expect(record).toEqual({
      report: 1,
      problem: 'broken-video',
      file: 'streams/2025-03-09.json',
      current: { date: '2025-03-09', streamName: 'requests' },
      correction: {},
    })
  })
})
