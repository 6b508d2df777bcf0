import { describe, expect, it } from 'vitest'

import { isRequestCell, readDateCell, readTimeCell } from './cell-values.ts'

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
