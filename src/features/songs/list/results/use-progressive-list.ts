import { type RefObject, startTransition, useEffect, useMemo, useState } from 'react'

import {
  cardAt,
  cardsWithinBudget,
  firstPerformanceBudget,
  grownWindow,
  type ListWindow,
  offsetOfCard,
  windowBackTo,
} from './progressive-list.ts'

export interface ProgressiveList<T> {
  visible: T[]
  /** The height each visible card had when it left the page, if it did: it comes back at that size. */
  sizes: (number | undefined)[]
  /** The space the cards above the window took, in pixels (0 while the window starts at the top). */
  spaceBefore: number
  start: number
  end: number
  hasMore: boolean
  showMore: () => void
  showEarlier: () => void
}

/** The elements the list reads its cards' heights from, and the empty space above them. */
export interface ProgressiveListElements {
  list: RefObject<HTMLOListElement | null>
  spaceBefore: RefObject<HTMLDivElement | null>
}

interface WindowState<T> extends ListWindow {
  items: readonly T[]
  /** By card index, the border-box height each card had when it last left the page. */
  heights: number[]
  gap: number
  /** A card's padding and border along the block axis: its height less its content's. */
  inset: number
}

/** A list's first window: its leading cards within the first budget. */
const fresh = <T>(items: readonly T[], weights: readonly number[]): WindowState<T> => ({
  items,
  start: 0,
  end: cardsWithinBudget(weights, firstPerformanceBudget),
  heights: [],
  gap: 0,
  inset: 0,
})

function blockInset(card: Element): number {
  const style = getComputedStyle(card)
  const sides = ['padding-block-start', 'padding-block-end']
  const borders = ['border-block-start-width', 'border-block-end-width']
  return [...sides, ...borders].reduce(
    (sum, side) => sum + (parseFloat(style.getPropertyValue(side)) || 0),
    0,
  )
}

// How near (in pixels) the reader may come to the empty space above the window before the cards
// there come back: the same reach as "show more" below.
const nearEdge = 600

/**
 * The part of `items` to render: a bounded first render (fast hydration), growing a batch at a
 * time. A new result list starts again from that budget, so a keystroke stays cheap. In a long
 * list the cards far above the reader leave the page; their measured heights hold their space.
 */
export function useProgressiveList<T>(
  items: readonly T[],
  weight: (item: T) => number,
  elements: ProgressiveListElements,
): ProgressiveList<T> {
  const weights = useMemo(() => items.map(weight), [items, weight])
  const [state, setState] = useState(() => fresh(items, weights))
  const current = state.items === items ? state : fresh(items, weights)
  if (state !== current) setState(current)
  const { start, end, heights, gap, inset } = current

  // Before cards leave the page their heights are read: the space kept above is theirs exactly,
  // and each comes back (from above or below) at the size it left with. A card holding the focus
  // stays, with those between it and the window: focus is never lost to the page.
  const moveTo = (target: ListWindow) => {
    const cards = elements.list.current?.children
    const next = { ...current, ...target }
    if (!cards) next.start = Math.min(next.start, start)
    else {
      const focused = [...cards].findIndex((card) => card.contains(document.activeElement))
      if (focused >= 0) {
        next.start = Math.min(next.start, start + focused)
        next.end = Math.max(next.end, start + focused + 1)
      }
      next.heights = heights.slice()
      for (let i = start; i < end; i++) {
        const card = cards[i - start]
        if (card && (i < next.start || i >= next.end))
          next.heights[i] = card.getBoundingClientRect().height
      }
      const [first, second] = [cards[0], cards[1]]
      if (first && second) {
        next.gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom
        next.inset = blockInset(first)
      }
    }
    // A transition: the cards render in short tasks, and scrolling goes on meanwhile.
    if (next.start !== start || next.end !== end) startTransition(() => setState(next))
  }

  const showMore = () => moveTo(grownWindow(weights, current))
  const backTo = (index: number) => moveTo(windowBackTo(weights, index, current))

  // While cards are out above, an observer says when the reader comes near their space or into
  // it (a jump): it reads where the space is without making the page lay out again mid-scroll.
  // A new observer after each move reports at once, so a reader still near gets the next cards.
  useEffect(() => {
    const space = elements.spaceBefore.current
    if (start === 0 || !space || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting)
          backTo(cardAt(heights, gap, Math.max(0, -entry.boundingClientRect.top), start))
      },
      { rootMargin: `${nearEdge}px 0px` },
    )
    observer.observe(space)
    return () => observer.disconnect()
  })

  // Memoised so a re-render for the same results (the URL catching up after typing) keeps the
  // same visible array and the memoised list below it skips rendering.
  const visible = useMemo(() => items.slice(start, end), [items, start, end])
  const sizes = useMemo(
    () => heights.slice(start, end).map((h) => h - inset),
    [heights, inset, start, end],
  )
  return {
    visible,
    sizes,
    spaceBefore: offsetOfCard(heights, gap, start),
    start,
    end,
    hasMore: end < items.length,
    showMore,
    showEarlier: () => backTo(start - 1),
  }
}
