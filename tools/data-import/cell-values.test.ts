import { describe, expect, it } from 'vitest'

import { isRequestCell, readDateCell, readTimeCell, removeZeroWidthCells } from './cell-values.ts'

describe('readDateCell', () => {
  it.each([
    ['2025/8/4', '2025/8/4'],
    ['2025/08/04', '2025/8/4'],
    ['2025-08-04', '2025/8/4'],
    ['２０２５／８／４', '2025/8/4'],
    // Serial day numbers: 2025-01-01 is 45658 in Excel, so 4 August is 215 days on; 1 March 2024
    // is 45352, one day after the leap day.
    ['45873', '2025/8/4'],
    ['45873.75', '2025/8/4'],
    ['45352', '2024/3/1'],
    ['45351', '2024/2/29'],
  ])('reads %s as %s', (cell, date) => {
    expect(readDateCell(cell)).toBe(date)
  })

  it.each(['2025/2/30', '2025/13/1', '2025', '8/4', '4 Aug 2025', ''])('refuses %j', (cell) => {
    expect(readDateCell(cell)).toBeNull()
  })
})

describe('readTimeCell', () => {
  it.each([
    ['1:02:03', 3723],
    ['１：０２：０３', 3723],
    ['3:05', 185],
    ['75:20', 4520],
    ['3723', 3723],
    [' 0 ', 0],
  ])('reads %s as %d seconds', (cell, seconds) => {
    expect(readTimeCell(cell)).toBe(seconds)
  })

  it.each(['1:75', '3.5', '-3', 'abc', ''])('refuses %j', (cell) => {
    expect(readTimeCell(cell)).toBeNull()
  })
})

describe('isRequestCell', () => {
  it.each(['request', 'Request', 'リクエスト', '點歌', 'ＲＥＱＵＥＳＴ'])(
    'takes %s for a song-request stream',
    (cell) => {
      expect(isRequestCell(cell)).toBe(true)
    },
  )

  it.each(['', 'general', '歌枠', 'requested by chat'])('takes %j for a general stream', (cell) => {
    expect(isRequestCell(cell)).toBe(false)
  })
})

describe('removeZeroWidthCells', () => {
  it('mends every cell and names each by its line and its column as the sheet does', () => {
    const cells = Array.from({ length: 28 }, () => '')
    cells[0] = '\u200b歌枠'
    cells[25] = '夜に\u2060駆ける'
    cells[27] = '👩‍🎤\ufeff'
    const { table, notices } = removeZeroWidthCells([
      { line: 1, cells: ['曲名', 'date'] },
      { line: 3, cells },
    ])
    expect(table[0]).toEqual({ line: 1, cells: ['曲名', 'date'] })
    expect([table[1]!.cells[0], table[1]!.cells[25], table[1]!.cells[27]]).toEqual([
      '歌枠',
      '夜に駆ける',
      '👩‍🎤',
    ])
    expect(notices).toEqual([
      'line 3, column A: removed the zero-width character U+200B',
      'line 3, column Z: removed the zero-width character U+2060',
      'line 3, column AB: removed the zero-width character U+FEFF',
    ])
  })
})
