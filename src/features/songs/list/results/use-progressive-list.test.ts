// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { firstPerformanceBudget, windowPerformanceBudget } from './progressive-list.ts'
import {
  type ProgressiveList,
  type ProgressiveListElements,
  useProgressiveList,
} from './use-progressive-list.ts'
import type { KeptWindow, WindowKeeper } from './window-keeper.ts'

const cards = (n: number, performances: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i, performances: Array(performances).fill(0) }))
const weight = (c: { performances: unknown[] }) => c.performances.length

const gap = 16
const heightOf = (id: number) => 100 + id

const elements = (): ProgressiveListElements => ({
  list: { current: null },
  spaceBefore: { current: null },
})

/** Lays the shown cards out as a browser would: each `heightOf` its id tall, `gap` apart. */
function layOut(list: ProgressiveList<{ id: number }>, into: ProgressiveListElements) {
  const ol = document.createElement('ol')
  let top = list.spaceBefore
  for (const card of list.visible) {
    const li = ol.appendChild(document.createElement('li'))
    const box = { top, bottom: top + heightOf(card.id), height: heightOf(card.id) }
    li.getBoundingClientRect = () => box as DOMRect
    top = box.bottom + gap
  }
  document.body.replaceChildren(ol)
  into.list.current = ol
  return ol
}

describe('useProgressiveList', () => {
  it('renders a bounded first batch and grows on showMore', () => {
    const items = cards(100, 10)
    const page = elements()
    const { result } = renderHook(() => useProgressiveList(items, weight, page))
    const first = firstPerformanceBudget / 10
    expect(result.current.visible).toHaveLength(first)
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.showMore())
    expect(result.current.visible.length).toBeGreaterThan(first)
    expect(result.current.visible[0]).toBe(items[0])
  })

  it('shows a short list whole and starts a new list from the first budget', () => {
    const long = cards(100, 10)
    const { result, rerender } = renderHook(
      ({ items }) => useProgressiveList(items, weight, elements()),
      {
        initialProps: { items: long },
      },
    )
    act(() => result.current.showMore())
    rerender({ items: cards(100, 10) })
    expect(result.current.visible).toHaveLength(firstPerformanceBudget / 10)
    rerender({ items: cards(3, 10) })
    expect(result.current.visible).toHaveLength(3)
    expect(result.current.hasMore).toBe(false)
  })

  it('lets the cards far above go, keeping their exact space, and brings them back at their size', () => {
    const items = cards(300, 10)
    const page = elements()
    const { result } = renderHook(() => useProgressiveList(items, weight, page))
    while (result.current.start === 0) {
      layOut(result.current, page)
      act(() => result.current.showMore())
    }
    const { start, visible, spaceBefore } = result.current
    expect(visible.length * 10).toBeLessThanOrEqual(windowPerformanceBudget)
    const gone = items.slice(0, start)
    expect(spaceBefore).toBe(gone.reduce((sum, c) => sum + heightOf(c.id) + gap, 0))

    layOut(result.current, page)
    act(() => result.current.showEarlier())
    const back = result.current
    expect(back.start).toBeLessThan(start)
    expect(back.visible[0]).toBe(items[back.start])
    expect(back.sizes.slice(0, start - back.start)).toEqual(
      items.slice(back.start, start).map((c) => heightOf(c.id)),
    )
    expect(back.spaceBefore).toBe(
      items.slice(0, back.start).reduce((sum, c) => sum + heightOf(c.id) + gap, 0),
    )
  })

  it('never lets go of the card that holds the focus', () => {
    const items = cards(300, 10)
    const page = elements()
    const { result } = renderHook(() => useProgressiveList(items, weight, page))
    while (result.current.end * 10 <= windowPerformanceBudget) {
      layOut(result.current, page)
      act(() => result.current.showMore())
    }
    const ol = layOut(result.current, page)
    const before = result.current.start
    const button = ol.children[2]!.appendChild(document.createElement('button'))
    button.focus()
    act(() => result.current.showMore())
    expect(result.current.start).toBe(before + 2)
    expect(ol.contains(document.activeElement)).toBe(true)
  })
  it('comes back to the window its keeper kept, each card at the height it was left with', () => {
    const items = cards(300, 10)
    const heights = items.map((c) => heightOf(c.id))
    const kept: KeptWindow = { count: 300, start: 60, end: 100, heights, gap, inset: 4 }
    const keeper: WindowKeeper = { kept: vi.fn(() => kept), keepOnLeave: () => () => {} }
    const { result } = renderHook(() => useProgressiveList(items, weight, elements(), keeper))
    expect(keeper.kept).toHaveBeenCalledWith(300)
    expect(result.current.visible).toEqual(items.slice(60, 100))
    expect(result.current.sizes).toEqual(heights.slice(60, 100).map((h) => h - 4))
    expect(result.current.spaceBefore).toBe(
      items.slice(0, 60).reduce((sum, c) => sum + heightOf(c.id) + gap, 0),
    )
  })

  it('starts afresh when its keeper kept nothing for this list', () => {
    const keeper: WindowKeeper = { kept: () => null, keepOnLeave: () => () => {} }
    const { result } = renderHook(() =>
      useProgressiveList(cards(300, 10), weight, elements(), keeper),
    )
    expect(result.current.start).toBe(0)
    expect(result.current.visible).toHaveLength(firstPerformanceBudget / 10)
  })

  it('gives its keeper every card in the page measured as the reader leaves', () => {
    const items = cards(300, 10)
    const page = elements()
    let read: () => KeptWindow | null = () => null
    const stop = vi.fn()
    const keeper: WindowKeeper = {
      kept: () => null,
      keepOnLeave: (reader) => {
        read = reader
        return stop
      },
    }
    const { result, unmount } = renderHook(() => useProgressiveList(items, weight, page, keeper))
    while (result.current.start === 0) {
      layOut(result.current, page)
      act(() => result.current.showMore())
    }
    layOut(result.current, page)
    const { start, end } = result.current
    const left = read()
    expect(left).toMatchObject({ count: 300, start, end, gap })
    expect(left?.heights.slice(0, end)).toEqual(items.slice(0, end).map((c) => heightOf(c.id)))
    unmount()
    expect(stop).toHaveBeenCalled()
  })
})
