// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { sleepIn, storedSleepTimer, storeSleepTimer } from './sleep-timer.ts'

const now = Date.UTC(2026, 0, 1)

afterEach(() => {
  sessionStorage.clear()
  vi.restoreAllMocks()
})

describe('the sleep timer kept for a reload', () => {
  it('gives back a timer until its deadline, and forgets it', () => {
    storeSleepTimer(sleepIn(30, now))
    expect(storedSleepTimer(now + 60_000)).toEqual({ minutes: 30, until: now + 1_800_000 })
    expect(storedSleepTimer(now + 1_800_000)).toBeNull()
    storeSleepTimer({ songEnd: true })
    expect(storedSleepTimer(now)).toEqual({ songEnd: true })
    storeSleepTimer(null)
    expect(storedSleepTimer(now)).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 2, minutes: 15, until: now + 1000 })],
    ['a length not offered', JSON.stringify({ v: 1, minutes: 600, until: now + 1000 })],
    ['a deadline beyond its length', JSON.stringify({ v: 1, minutes: 15, until: now + 3_600_000 })],
    ['a deadline that is not a number', JSON.stringify({ v: 1, minutes: 15, until: 'soon' })],
    ['not an object', '15'],
  ])('ignores a stored value that is %s', (_, value) => {
    sessionStorage.setItem('player:sleep-timer', value)
    expect(storedSleepTimer(now)).toBeNull()
  })

  it('keeps nothing, and breaks nothing, where storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(() => storeSleepTimer(sleepIn(15, now))).not.toThrow()
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(storedSleepTimer(now)).toBeNull()
  })
})
