import { type RefObject, startTransition, useEffect, useMemo, useRef, useState } from 'react'

import {
  cardAt,
  cardsWithinBudget,
  firstPerformanceBudget,
  grownWindow,
  type ListWindow,
  offsetOfCard,
  windowBackTo,
} from './progressive-list.ts'
import type { KeptWindow, WindowKeeper } from './window-keeper.ts'

export interface ProgressiveList<T> {
  visible: T[]
  /** The height each visible card had when it left the page, if it did: it comes back at that size. */
  sizes: (number | undefined)[]
  /** The space the cards above the window took, in pixels (0 while the window starts at the top). */
  spaceBefore: number
  start: number
  end: number
  hasMore: boolean
  /** One batch more; `pressed` (the button, not the reader's nearing it) moves the focus into it. */
  showMore: (pressed?: boolean) => void
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

/** The window the reader left this history entry's list with (its keeper checked the count). */
const restored = <T>(items: readonly T[], kept: KeptWindow | null): WindowState<T> | null =>
  kept ? { ...kept, items } : null

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
  keeper?: WindowKeeper,
): ProgressiveList<T> {
  const weights = useMemo(() => items.map(weight), [items, weight])
  const [state, setState] = useState(
    () => restored(items, keeper?.kept(items.length) ?? null) ?? fresh(items, weights),
  )
  const current = state.items === items ? state : fresh(items, weights)
  if (state !== current) setState(current)
  const { start, end, heights, gap, inset } = current

  // The heights, gap and inset, with the heights of the cards in the page that `leaves` picks read.
  const measured = (cards: HTMLCollection, leaves: (index: number) => boolean) => {
    const next = { heights: heights.slice(), gap, inset }
    for (let i = start; i < end; i++) {
      const card = cards[i - start]
      if (card && leaves(i)) next.heights[i] = card.getBoundingClientRect().height
    }
    const [first, second] = [cards[0], cards[1]]
    if (first && second) {
      next.gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom
      next.inset = blockInset(first)
    }
    return next
  }

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
      Object.assign(
        next,
        measured(cards, (i) => i < next.start || i >= next.end),
      )
    }
    // A transition: the cards render in short tasks, and scrolling goes on meanwhile.
    if (next.start !== start || next.end !== end) startTransition(() => setState(next))
  }

  // A press of "show more" asks for the focus on the first card it adds. Kept apart from the
  // window: a batch the button asks for on its own as it nears the screen, rendered in the same
  // transition, must not drop the request.
  const focusFrom = useRef<{ items: readonly T[]; index: number } | null>(null)
  const showMore = (pressed = false) => {
    if (pressed) focusFrom.current = { items, index: end }
    moveTo(grownWindow(weights, current))
  }
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

  // A press of "show more" leaves the focus on the first card it added, not on the button below
  // the new cards: the next Tab goes on through them.
  useEffect(() => {
    const wanted = focusFrom.current
    if (!wanted || (wanted.items === items && wanted.index >= end)) return
    focusFrom.current = null
    if (wanted.items !== items) return
    const card = elements.list.current?.children[wanted.index - start]
    card?.querySelector<HTMLElement>('a[href], button')?.focus()
  }, [items, elements.list, start, end])

  // What the reader leaves this history entry with: every card in the page measured, so the
  // window comes back at the same heights and the restored scroll position finds its card.
  const leaving = useRef<() => KeptWindow | null>(() => null)
  useEffect(() => {
    leaving.current = () => {
      const cards = elements.list.current?.children
      if (!cards) return null
      return { count: items.length, start, end, ...measured(cards, () => true) }
    }
  })
  useEffect(() => keeper?.keepOnLeave(() => leaving.current()), [keeper])

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
