import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { barShare, coordinate, countAxis } from './scale.ts'

describe('countAxis', () => {
  it('picks round steps', () => {
    expect(countAxis(0)).toEqual({ top: 1, ticks: [0, 1] })
    expect(countAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
    expect(countAxis(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] })
    expect(countAxis(10)).toEqual({ top: 10, ticks: [0, 5, 10] })
    expect(countAxis(101)).toEqual({ top: 150, ticks: [0, 50, 100, 150] })
    expect(countAxis(1000)).toEqual({ top: 1000, ticks: [0, 500, 1000] })
  })

  it('covers any count with at most 4 equal steps of 1, 2 or 5 times a power of ten', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (max) => {
        const { top, ticks } = countAxis(max)
        const step = ticks[1]! - ticks[0]!
        const round = /^(1|2|5)0*$/.test(String(step))
        const even = ticks.every((tick, i) => tick === i * step)
        // The top is the first tick at or above the count: no empty step above the tallest bar.
        return (
          round &&
          even &&
          ticks.length <= 5 &&
          top === ticks.at(-1) &&
          top >= max &&
          top - step < max
        )
      }),
    )
  })
})

describe('barShare', () => {
  it('is the count over the longest, and nothing when there is nothing to compare', () => {
    expect(barShare(3, 12)).toBe(0.25)
    expect(barShare(12, 12)).toBe(1)
    expect(barShare(5, 0)).toBe(0)
  })
})

describe('coordinate', () => {
  it('writes at most two decimals', () => {
    expect(coordinate(0.15)).toBe('0.15')
    expect(coordinate(1 / 3)).toBe('0.33')
    expect(coordinate(2)).toBe('2')
  })
})
