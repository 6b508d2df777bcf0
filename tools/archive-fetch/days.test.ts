import { describe, expect, it } from 'vitest'

import { addDays, dayIn, daysBetween, streamDate } from './days.ts'
import { firstDayToRead } from './fetch-streams.ts'

describe('days', () => {
  it("gives an instant's day in the time zone asked", () => {
    expect(dayIn('2024-01-03T15:30:00Z', 'Asia/Tokyo')).toBe('2024-01-04')
    expect(dayIn('2024-01-03T15:30:00Z', 'Asia/Taipei')).toBe('2024-01-03')
    expect(dayIn('2024-01-04T04:00:00Z', 'America/Los_Angeles')).toBe('2024-01-03')
  })

  it('counts days across months and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(addDays('2023-12-28', 7)).toBe('2024-01-04')
    expect(daysBetween('2024-02-27', '2024-03-05')).toBe(7)
    expect(streamDate('2024-01-04')).toBe('2024/1/4')
  })
})

describe('firstDayToRead', () => {
  const stream = (date: string) => ({
    date,
    streamName: 's',
    showList: true,
    showDate: true,
    songList: [],
  })

  it("is the newest stream's day less the give-up window, whatever the files' order", () => {
    expect(firstDayToRead([stream('2023/12/9'), stream('2023/6/1')], 7)).toBe('2023-12-02')
  })

  it('is none for an empty archive, which reads every upload', () => {
    expect(firstDayToRead([], 7)).toBeNull()
  })
})
