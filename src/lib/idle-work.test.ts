import { describe, expect, it } from 'vitest'

import { shouldSkipPrefetch } from './idle-work.ts'

const navigatorWith = (connection?: object) => ({ connection }) as unknown as Navigator

describe('shouldSkipPrefetch', () => {
  it.each([
    [undefined, false],
    [{ saveData: false, effectiveType: '4g' }, false],
    [{ saveData: false, effectiveType: '3g' }, false],
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
  ])('connection %j skips: %s', (connection, skip) => {
    expect(shouldSkipPrefetch(navigatorWith(connection))).toBe(skip)
  })
})
