import { describe, expect, it } from 'vitest'

import { prerenderWorkers } from './worker-count.ts'

describe('prerenderWorkers', () => {
  it('is one per core unless PRERENDER_WORKERS says otherwise', () => {
    expect(prerenderWorkers(undefined, 2)).toBe(2)
    expect(prerenderWorkers('', 8)).toBe(8)
    expect(prerenderWorkers('1', 2)).toBe(1)
    expect(prerenderWorkers('3', 2)).toBe(3)
  })

  it('refuses a setting that is not a whole number of at least 1, naming it', () => {
    for (const bad of ['0', '-1', '1.5', 'two']) {
      expect(() => prerenderWorkers(bad, 2)).toThrow(`not "${bad}"`)
    }
  })
})
