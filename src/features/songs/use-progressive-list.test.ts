// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { initialPerformanceBudget, resultPerformanceBudget } from './progressive-list'
import { useProgressiveList } from './use-progressive-list'

const cards = (n: number, performances: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, performances: Array(performances).fill(0) }))
const weight = (c: { performances: unknown[] }) => c.performances.length

describe('useProgressiveList', () => {
  it('renders a bounded first batch and grows on showMore', () => {
    const items = cards(100, 10)
    const { result } = renderHook(() => useProgressiveList(items, weight))
    const first = initialPerformanceBudget / 10
    expect(result.current.visible).toHaveLength(first)
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.showMore())
    expect(result.current.visible.length).toBeGreaterThan(first)
    expect(result.current.visible[0]).toBe(items[0])
  })

  it('shows a short list whole and starts a new list from the smaller result budget', () => {
    const long = cards(100, 10)
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, weight), {
      initialProps: { items: long },
    })
    act(() => result.current.showMore())
    rerender({ items: cards(100, 10) })
    expect(result.current.visible).toHaveLength(resultPerformanceBudget / 10)
    rerender({ items: cards(3, 10) })
    expect(result.current.visible).toHaveLength(3)
    expect(result.current.hasMore).toBe(false)
  })
})
