import { describe, expect, it } from 'vitest'

import { formatSongTime, parseSongTime } from './song-time.ts'

describe('parseSongTime', () => {
  it.each([
    ['4:05', 245],
    ['12:34', 754],
    ['1:02:03', 3723],
    ['01:02:03', 3723],
    ['0:00', 0],
    ['59:59', 3599],
  ])('reads %s as %i seconds', (text, seconds) => {
    expect(parseSongTime(text)).toBe(seconds)
  })

  it.each([
    '',
    '4',
    '4:5',
    '4:60',
    '60:00',
    '123:00',
    '1:2:03',
    '1:02:60',
    ' 4:05',
    '4:05s',
    '-1:00',
    '１:２３',
  ])('rejects %j', (text) => {
    expect(parseSongTime(text)).toBeNull()
  })
})

describe('formatSongTime', () => {
  it('writes minutes below an hour and hours above', () => {
    expect(formatSongTime(245)).toBe('4:05')
    expect(formatSongTime(3723)).toBe('1:02:03')
    expect(formatSongTime(0)).toBe('0:00')
  })

  it('writes the hours always when asked, for spreadsheets', () => {
    expect(formatSongTime(0, true)).toBe('0:00:00')
    expect(formatSongTime(245, true)).toBe('0:04:05')
    expect(formatSongTime(3723, true)).toBe('1:02:03')
    expect(formatSongTime(36_000 + 59 * 60 + 59, true)).toBe('10:59:59')
  })
})
