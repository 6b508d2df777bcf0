import { describe, expect, it } from 'vitest'
import { cardsWithinBudget } from './progressive-list'

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
