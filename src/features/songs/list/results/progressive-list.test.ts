import { describe, expect, it } from 'vitest'

import {
  cardAt,
  cardsWithinBudget,
  grownWindow,
  offsetOfCard,
  performanceBatch,
  windowBackTo,
  windowPerformanceBudget,
} from './progressive-list.ts'

describe('cardsWithinBudget', () => {
  it('shows every card when the whole list fits', () => {
    expect(cardsWithinBudget([10, 20, 30], 200)).toBe(3)
    expect(cardsWithinBudget([], 200)).toBe(0)
  })

  it('stops before the card that would pass the budget', () => {
    expect(cardsWithinBudget([100, 90, 20, 5], 200)).toBe(2)
    expect(cardsWithinBudget([100, 100, 1], 200)).toBe(2)
  })

  it('always shows the first card, however large', () => {
    expect(cardsWithinBudget([500, 1], 200)).toBe(1)
  })
})

describe('grownWindow', () => {
  it('adds a batch and keeps every card while the budget holds them', () => {
    const weights = Array<number>(30).fill(10)
    expect(grownWindow(weights, { start: 0, end: 20 })).toEqual({ start: 0, end: 30 })
  })

  it('lets the leading cards go once the window would pass the budget', () => {
    const weights = Array<number>(200).fill(10)
    const full = windowPerformanceBudget / 10
    const grown = grownWindow(weights, { start: 0, end: full })
    expect(grown.end).toBe(full + performanceBatch / 10)
    expect(grown.start).toBe(performanceBatch / 10)
  })

  it('keeps the last card even when it alone is over the budget', () => {
    expect(grownWindow([10, windowPerformanceBudget * 2], { start: 0, end: 1 })).toEqual({
      start: 1,
      end: 2,
    })
  })
})

describe('windowBackTo', () => {
  const weights = Array<number>(500).fill(10)

  it('starts a batch before the card the reader went back to', () => {
    const back = windowBackTo(weights, 300, { start: 301, end: 320 })
    expect(back.start).toBe(300 - performanceBatch / 10)
    expect(back.end).toBe(320)
  })

  it('ends early when the cards up to the old end would pass the budget', () => {
    const back = windowBackTo(weights, 50, { start: 400, end: 500 })
    expect(back.start).toBe(40)
    expect(back.end).toBe(40 + windowPerformanceBudget / 10)
  })

  it('always holds the card the reader went back to', () => {
    const heavy = [10, windowPerformanceBudget * 2, 10]
    expect(windowBackTo(heavy, 1, { start: 2, end: 3 })).toEqual({ start: 0, end: 2 })
  })
})

describe('offsetOfCard and cardAt', () => {
  const heights = [100, 200, 50]

  it('adds the heights and gaps of the cards before', () => {
    expect(offsetOfCard(heights, 16, 0)).toBe(0)
    expect(offsetOfCard(heights, 16, 2)).toBe(100 + 16 + 200 + 16)
  })

  it('finds the card whose space holds a point, gap included', () => {
    expect(cardAt(heights, 16, 0, 3)).toBe(0)
    expect(cardAt(heights, 16, 115, 3)).toBe(0)
    expect(cardAt(heights, 16, 116, 3)).toBe(1)
    expect(cardAt(heights, 16, 10_000, 2)).toBe(1)
  })
})
