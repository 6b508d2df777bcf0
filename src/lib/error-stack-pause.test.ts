import { afterEach, describe, expect, it } from 'vitest'

const original = Error.stackTraceLimit

afterEach(() => {
  Error.stackTraceLimit = original
})

describe('error stack pause', () => {
  it('turns stack capture off on import and back on with the limit it found', async () => {
    Error.stackTraceLimit = 17
    const { resumeErrorStacks } = await import('./error-stack-pause')
    expect('stackTraceLimit' in Error).toBe(false)
    expect(new Error('paused').stack).toBeUndefined()
    resumeErrorStacks()
    expect(Error.stackTraceLimit).toBe(17)
    expect(new Error('resumed').stack).toContain('resumed')
  })
})
