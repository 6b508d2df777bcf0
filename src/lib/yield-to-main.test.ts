import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldToMain } from './yield-to-main'

describe('yieldToMain', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yieldFn })
    await yieldToMain()
    expect(yieldFn).toHaveBeenCalledOnce()
  })

  it('otherwise resolves in a later task, not in a microtask', async () => {
    vi.stubGlobal('scheduler', undefined)
    vi.useFakeTimers()
    let done = false
    void yieldToMain().then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    await vi.runAllTimersAsync()
    expect(done).toBe(true)
  })
})
