import { describe, expect, it } from 'vitest'

import { localIsoDate } from './download-file.ts'

describe('localIsoDate', () => {
  it('is the calendar day where the visitor is, zero padded', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05')
    expect(localIsoDate(new Date(2025, 10, 25, 0, 0))).toBe('2025-11-25')
  })
})
