import { startTransition, useMemo, useState } from 'react'
import {
  cardsWithinBudget,
  initialPerformanceBudget,
  performanceBatch,
  resultPerformanceBudget,
} from './progressive-list'

export interface ProgressiveList<T> {
  visible: T[]
  hasMore: boolean
  showMore: () => void
}

/**
 * The leading part of `items` to render: a bounded first render (fast hydration), growing a batch
 * at a time. A new result list starts again from a smaller budget, so a keystroke stays cheap.
 */
export function useProgressiveList<T>(
  items: readonly T[],
  weight: (item: T) => number,
): ProgressiveList<T> {
  const [state, setState] = useState({ items, budget: initialPerformanceBudget })
  const budget = state.items === items ? state.budget : resultPerformanceBudget
  if (state.items !== items) setState({ items, budget })

  // Memoised so a re-render for the same results (the URL catching up after typing) keeps the
  // same visible array and the memoised list below it skips rendering.
  const visible = useMemo(
    () => items.slice(0, cardsWithinBudget(items.map(weight), budget)),
    [items, weight, budget],
  )
  return {
    visible,
    hasMore: visible.length < items.length,
    // A transition: the new cards render in short tasks, and scrolling goes on meanwhile.
    showMore: () => startTransition(() => setState({ items, budget: budget + performanceBatch })),
  }
}
