import { describe, expect, it } from 'vitest'

import { reasonLines, refusedLines, rowCount, summaryLines } from './import-report.ts'

const badTime = (line: number, time: string) => ({
  line,
  message: `the time "${time}" is not h:mm:ss, m:ss or seconds`,
})
const noSong = (line: number) => ({ line, message: 'no song' })

describe('refusedLines', () => {
  it('lists the first rows with their reason and names every other row by its line', () => {
    const problems = [2, 3, 4, 5, 6, 7, 8].map((line) => badTime(line, `1:7${line}`))
    expect(refusedLines(problems, 5)).toEqual([
      'line 2: the time "1:72" is not h:mm:ss, m:ss or seconds',
      'line 3: the time "1:73" is not h:mm:ss, m:ss or seconds',
      'line 4: the time "1:74" is not h:mm:ss, m:ss or seconds',
      'line 5: the time "1:75" is not h:mm:ss, m:ss or seconds',
      'line 6: the time "1:76" is not h:mm:ss, m:ss or seconds',
      '… and 2 more rows, on lines 7, 8 (--verbose gives each its reason)',
    ])
    expect(refusedLines(problems, Infinity)).toHaveLength(7)
  })

  it('prints a single row over the limit rather than counting it', () => {
    const problems = [2, 3, 4].map(noSong)
    expect(refusedLines(problems, 2)).toEqual([
      'line 2: no song',
      'line 3: no song',
      'line 4: no song',
    ])
  })
})

describe('reasonLines', () => {
  it('counts the rows of each reason, whatever their own values, the commonest first', () => {
    const problems = [noSong(9), badTime(2, '1:75'), badTime(4, '99:99:99'), badTime(4, '1:61')]
    expect(reasonLines(problems)).toEqual([
      '2 rows like line 2: the time "1:75" is not h:mm:ss, m:ss or seconds',
      '1 row like line 9: no song',
    ])
  })

  it('tells rows of one video id or one file from the next apart only by their reason', () => {
    const inArchive = (line: number, id: string, file: string) => ({
      line,
      message: `video ${id} is already in the archive on another day (${file})`,
    })
    expect(
      reasonLines([
        inArchive(2, 'luna230601a', '2023-06-01.json'),
        inArchive(5, 'abcDEF12345', '2024-01-02-2.json'),
      ]),
    ).toEqual([
      '2 rows like line 2: video luna230601a is already in the archive on another day (2023-06-01.json)',
    ])
  })
})

describe('summaryLines', () => {
  it('counts rows, not problems, and each row mended once', () => {
    expect(rowCount([noSong(3), badTime(3, 'x'), noSong(4)])).toBe(2)
    const stream = {
      date: '2024/1/1',
      streamName: 's',
      showList: true,
      showDate: true,
      songList: [],
    }
    expect(
      summaryLines({
        sheetRows: 1234,
        outcomes: [
          { kind: 'added', stream, path: 'a' },
          { kind: 'added', stream, path: 'b' },
          { kind: 'already-there', stream, path: 'c' },
        ],
        performances: 1231,
        newSongs: 40,
        newArtists: 12,
        clamped: new Set([5, 6]),
        respelled: new Set([6, 7]),
        warned: new Set([8]),
        refused: [noSong(3), badTime(3, 'x'), noSong(4)],
        spelledTitles: 229,
      }),
    ).toEqual([
      "Summary of the sheet's 1,234 rows:",
      '  streams: 2 added, 1 already there',
      '  performances: 1,231',
      '  new songs: 40',
      '  new artists: 12',
      '  rows mended: 3 (end time clamped: 2, title spelt as the catalogue spells it: 2)',
      '  rows with a warning: 1',
      '  rows refused and left out: 2',
      '    2 rows like line 3: no song',
      '    1 row like line 3: the time "x" is not h:mm:ss, m:ss or seconds',
      '  titles credited to several artists: 229 (listed last)',
    ])
  })
})
