import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { expectConsole } from '#tests/console.ts'

import { main, missGroups, missLine, reportLine } from './report-show.ts'

const csv = join(import.meta.dirname, '../tests/fixtures/netlify/report-submissions.csv')

describe('report:show --submission', () => {
  it("lists each report of Netlify's export with its file, index and correction", async () => {
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await main(['--submission', csv])).toBe(0)
    const lines = stdout.mock.calls.map((call) => call.join(' '))
    expect(lines.slice(0, 2)).toEqual([
      '1: streams/2023-12-09.json songList[1]  wrong-song  singer → 田馥甄 (Hebe)  note: 公式の表記です',
      '2: not a report: no report block: the issue has no ```json block',
    ])
    expect(lines[2]).toMatch(/^2 reports\. To apply one, save its body/)
  })

  it('marks a report with nothing to apply, and shows the note the maintainer acts on', () => {
    const base = { report: 1, file: 'streams/2023-12-09.json', current: {} } as const
    expect(
      reportLine({ ...base, problem: 'other', correction: {}, note: ' 音量が小さい \n' }),
    ).toBe('streams/2023-12-09.json  other  (nothing to apply: edit by hand)  note: 音量が小さい')
    expect(
      reportLine({
        ...base,
        songIndex: 2,
        problem: 'wrong-time',
        correction: { songTime: '1:02' },
      }),
    ).toBe('streams/2023-12-09.json songList[2]  wrong-time  songTime → 1:02')
  })

  it('lists the searches that found nothing by what was typed, the most sent first', async () => {
    // The form's export holds both: a data report (row 1), a miss whose block is broken (row 5),
    // and the misses the song list's dialog wrote (miss-issue.ts), typed in several forms.
    const misses = join(import.meta.dirname, '../tests/fixtures/netlify/miss-submissions.csv')
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await main(['--submission', misses])).toBe(0)
    const lines = stdout.mock.calls.map((call) => call.join(' '))
    expect(lines).toEqual([
      '1: streams/2023-12-09.json songList[1]  wrong-song  singer → 田馥甄 (Hebe)  note: 公式の表記です',
      '5: not a report: the search miss block is malformed: "query" is not a text with something in it',
      'Searches that found nothing, by what was typed, the most sent first:',
      // Case, width, kana and spaces aside, one text: shown as first typed.
      '3× Racing into the Night → 夜に駆ける / YOASOBI (2), no song picked (1)  (rows 2, 4, 6)',
      '2× はなにぼうれい → 花に亡霊 / ヨルシカ (2)  (rows 3, 7)',
      '1× zzz → no song picked (1)  (row 8)',
      '2 reports, 6 search misses (3 texts). To apply one, save its body (the "body" cell) as a file and run: npm run report:apply -- --issue --file <file>',
    ])
  })

  it('says in one line why an export cannot be read', async () => {
    const stderr = expectConsole('error')
    const other = join(import.meta.dirname, '../tests/fixtures/import/en-quoted.csv')
    expect(await main(['--submission', other])).toBe(1)
    expect(stderr.mock.calls.map((call) => call.join(' '))).toEqual([
      `error: ${other}: no "title" and "body" columns: is it the export of the site's form?`,
    ])
  })
})

describe('missGroups', () => {
  const miss = (row: number, query: string, song?: [string, string]) => ({
    row,
    record: {
      miss: 1 as const,
      query,
      ...(song ? { song: { title: song[0], artist: song[1] } } : {}),
    },
  })

  it('counts a song once however it is spelt, the most picked first, ties in the order sent', () => {
    const groups = missGroups([
      miss(1, 'ロキ', ['ロキ', 'みきとP']),
      miss(2, 'lemon nya', ['Lemon', '米津玄師']),
      miss(3, 'ろき', ['ﾛｷ', 'ミキトP']),
      miss(4, 'ロ キ', ['ロキ', 'Other']),
      miss(5, 'Lemon Nya'),
    ])
    expect(groups.map(missLine)).toEqual([
      '3× ロキ → ロキ / みきとP (2), ロキ / Other (1)  (rows 1, 3, 4)',
      '2× lemon nya → Lemon / 米津玄師 (1), no song picked (1)  (rows 2, 5)',
    ])
  })

  it('names a song whose artist is unknown as the tools do', () => {
    expect(missGroups([miss(1, 'yakou', ['夜行', ''])]).map(missLine)).toEqual([
      '1× yakou → 夜行 (artist unknown) (1)  (row 1)',
    ])
  })
})
