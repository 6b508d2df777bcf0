import { describe, expect, it } from 'vitest'

import { appendAll, maxOf, minOf } from './arrays.ts'

describe('array helpers that never spread', () => {
  const many = Array.from({ length: 500_000 }, (_, i) => (i * 7919) % 500_000)

  it('finds the extremes of more values than a call can take', () => {
    expect([minOf(many), maxOf(many)]).toEqual([0, 499_999])
  })

  it('answers as Math.min and Math.max do for none, and for NaN', () => {
    expect([minOf([]), maxOf([])]).toEqual([Math.min(), Math.max()])
    expect([minOf([1, NaN, 0]), maxOf([1, NaN, 2])]).toEqual([NaN, NaN])
    expect([minOf(new Set([3, -2])), maxOf([-5, -1])]).toEqual([-2, -1])
  })

  it('appends more items than a call can take, in order', () => {
    const target = ['first']
    expect(appendAll(target, many.map(String))).toBe(target)
    expect([target.length, target[1], target.at(-1)]).toEqual([500_001, '0', String(many.at(-1))])
  })
})
