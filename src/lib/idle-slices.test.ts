import { afterEach, describe, expect, it, vi } from 'vitest'

import { inIdleSlices } from './idle-slices.ts'

/** A window whose idle periods the test runs one at a time, and whose clock each item moves 1 ms. */
function idleWindow() {
  const idle: (() => void)[] = []
  let now = 0
  const win = {
    performance: { now: () => now },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  } as unknown as Window
  const runIdle = () => {
    const pending = idle.splice(0)
    for (const callback of pending) callback()
    return pending.length
  }
  return { win, runIdle, tick: () => (now += 1) }
}

describe('inIdleSlices', () => {
  afterEach(() => vi.useRealTimers())

  it('works through every item in idle periods of a few milliseconds each, in order', () => {
    const { win, runIdle, tick } = idleWindow()
    const done: number[] = []
    inIdleSlices(win, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], (n) => {
      done.push(n)
      tick()
    })
    expect(done).toEqual([])
    runIdle()
    expect(done).toEqual([1, 2, 3, 4, 5])
    runIdle()
    runIdle()
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(runIdle()).toBe(0)
  })

  it('stops what is left when cancelled', () => {
    const { win, runIdle, tick } = idleWindow()
    const done: number[] = []
    const stop = inIdleSlices(win, [1, 2, 3, 4, 5, 6, 7], (n) => {
      done.push(n)
      tick()
    })
    runIdle()
    stop()
    runIdle()
    expect(done).toEqual([1, 2, 3, 4, 5])
  })

  it('runs each slice as a task of the lowest priority where the browser has priorities', () => {
    const { win, runIdle, tick } = idleWindow()
    const tasks: { run: () => void; priority?: string }[] = []
    Object.assign(win, {
      scheduler: {
        postTask: (run: () => void, options: { priority?: string }) => {
          tasks.push({ run, priority: options.priority })
          return Promise.resolve()
        },
      },
    })
    const done: number[] = []
    inIdleSlices(win, [1, 2, 3, 4, 5, 6, 7], (n) => {
      done.push(n)
      tick()
    })
    expect(runIdle()).toBe(0)
    expect(tasks.map((task) => task.priority)).toEqual(['background'])
    tasks.shift()!.run()
    expect(done).toEqual([1, 2, 3, 4, 5])
    tasks.shift()!.run()
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(tasks).toEqual([])
  })

  it('uses timers where the browser has no idle callbacks', () => {
    vi.useFakeTimers()
    const done: string[] = []
    const win = {
      performance,
      setTimeout: (callback: () => void) => setTimeout(callback, 0),
      clearTimeout,
    } as unknown as Window
    inIdleSlices(win, ['a', 'b'], (item) => done.push(item))
    expect(done).toEqual([])
    vi.runAllTimers()
    expect(done).toEqual(['a', 'b'])
  })
})
