import { afterEach, describe, expect, it, vi } from 'vitest'

import { runSteps, runStepsInSlices, type Steps, yieldToMain } from './steps.ts'

/** Three steps, each noting that it ran and taking `ms` by the page's clock; then 1 + 2 + 3. */
function* counting(ran: number[], ms = 0): Steps<number> {
  let sum = 0
  for (const n of [1, 2, 3]) {
    sum += n
    ran.push(n)
    clock += ms
    yield
  }
  return sum
}

let clock = 0

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('runSteps', () => {
  it('runs every step in the calling task and returns the result', () => {
    const ran: number[] = []
    expect(runSteps(counting(ran))).toBe(6)
    expect(ran).toEqual([1, 2, 3])
  })
})

describe('runStepsInSlices', () => {
  it('pauses once a slice has run 8 ms, and only then', async () => {
    // Each step takes 5 ms: the slice passes 8 ms after the second step.
    vi.spyOn(performance, 'now').mockImplementation(() => clock)
    const ran: number[] = []
    const pauses: number[][] = []
    const pause = () => {
      pauses.push([...ran])
      return Promise.resolve()
    }
    await expect(runStepsInSlices(counting(ran, 5), pause)).resolves.toBe(6)
    expect(pauses).toEqual([[1, 2]])
  })

  it('does not pause work that fits in one slice', async () => {
    const pause = vi.fn(() => Promise.resolve())
    vi.spyOn(performance, 'now').mockImplementation(() => clock)
    await expect(runStepsInSlices(counting([], 2), pause)).resolves.toBe(6)
    expect(pause).not.toHaveBeenCalled()
  })

  it('lets another task run at a pause before going on', async () => {
    vi.spyOn(performance, 'now').mockImplementation(() => clock)
    const order: string[] = []
    const work = runStepsInSlices(counting([], 10), () =>
      new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
        order.push('pause')
      }),
    )
    setTimeout(() => order.push('other task'), 0)
    await work
    expect(order[0]).toBe('pause')
    expect(order).toContain('other task')
    expect(order.indexOf('other task')).toBeLessThan(order.lastIndexOf('pause'))
  })
})

describe('yieldToMain', () => {
  it('yields through scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: yielded })
    await yieldToMain()
    expect(yielded).toHaveBeenCalledOnce()
  })

  it('else resumes after a timer', async () => {
    vi.stubGlobal('scheduler', undefined)
    vi.useFakeTimers()
    let resumed = false
    const done = yieldToMain().then(() => {
      resumed = true
    })
    await Promise.resolve()
    expect(resumed).toBe(false)
    await vi.runAllTimersAsync()
    await done
    expect(resumed).toBe(true)
    vi.useRealTimers()
  })
})
