// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { createStoredList, type StoredList, useStoredList } from './stored-list.ts'

const key = 'test:numbers'
const parseItem = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) ? value : null
// A new list on the same key reads storage afresh, as the next page would.
const numbers = (limit = 5) =>
  createStoredList({ key, version: 2, parseItem, keyOf: String, limit })
const stored = () => localStorage.getItem(key)
const fromOtherTab = (value: string | null) => {
  if (value === null) localStorage.clear()
  else localStorage.setItem(key, value)
  window.dispatchEvent(new StorageEvent('storage', { key: value === null ? null : key }))
}
const refuseWrites = () =>
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError')
  })

function counted(list: StoredList<number>) {
  const calls = { count: 0 }
  list.subscribe(() => (calls.count += 1))
  return calls
}

describe('a stored list', () => {
  beforeEach(() => localStorage.clear())

  it('reads storage on first use only, and gives the same array until it changes', () => {
    localStorage.setItem(key, '{"v":2,"items":[1,2]}')
    const getItem = vi.spyOn(Storage.prototype, 'getItem')
    const list = numbers()
    expect(getItem).not.toHaveBeenCalled()
    const first = list.read()
    expect(first).toEqual([1, 2])
    expect(list.read()).toBe(first)
    expect(getItem).toHaveBeenCalledTimes(1)
    list.write([3])
    expect(list.read()).not.toBe(first)
  })

  it('keeps what was written for the next page, versioned', () => {
    const list = numbers()
    const calls = counted(list)
    expect(list.write([3, 1, 2])).toBe(true)
    expect(calls.count).toBe(1)
    expect(JSON.parse(stored() ?? '')).toEqual({ v: 2, items: [3, 1, 2] })
    expect(numbers().read()).toEqual([3, 1, 2])
  })

  it('keeps the first `limit` items, written or read', () => {
    const list = numbers(3)
    list.write([1, 2, 3, 4, 5])
    expect(list.read()).toEqual([1, 2, 3])
    expect(JSON.parse(stored() ?? '')).toEqual({ v: 2, items: [1, 2, 3] })
    localStorage.setItem(key, '{"v":2,"items":["x",1,2.5,null,2,{},3,4]}')
    expect(numbers(3).read()).toEqual([1, 2, 3])
  })

  it('drops invalid items one by one', () => {
    localStorage.setItem(key, '{"v":2,"items":[1,"2",3,null,4.5,[5],6]}')
    expect(numbers(10).read()).toEqual([1, 3, 6])
  })

  it('drops a later item of a key already read, and one its parser throws on', () => {
    localStorage.setItem(key, '{"v":2,"items":[1,2,1,13,3,2]}')
    const parseThrowing = (value: unknown) => {
      if (value === 13) throw new RangeError('Maximum call stack size exceeded')
      return parseItem(value)
    }
    const list = createStoredList({
      key,
      version: 2,
      parseItem: parseThrowing,
      keyOf: String,
      limit: 10,
    })
    expect(list.read()).toEqual([1, 2, 3])
  })

  it.each([
    ['not JSON', '{"v":2,"items":[1'],
    ['a string', '"1,2"'],
    ['null', 'null'],
    ['an array', '[1,2]'],
    ['an older version', '{"v":1,"items":[1,2]}'],
    ['a newer version', '{"v":3,"items":[1,2]}'],
    ['no version', '{"items":[1,2]}'],
    ['items not an array', '{"v":2,"items":{"0":1}}'],
    ['no items', '{"v":2}'],
  ])('reads %s as empty and leaves it until the list changes', (_, value) => {
    localStorage.setItem(key, value)
    const list = numbers()
    const unsubscribe = list.subscribe(() => {})
    expect(list.read()).toEqual([])
    unsubscribe()
    expect(stored()).toBe(value)
    list.write([7])
    expect(JSON.parse(stored() ?? '')).toEqual({ v: 2, items: [7] })
  })

  it('works in memory for this page when storage refuses to write', () => {
    localStorage.setItem(key, '{"v":2,"items":[1]}')
    refuseWrites()
    const list = numbers()
    const calls = counted(list)
    expect(list.write([2, 1])).toBe(false)
    expect(list.read()).toEqual([2, 1])
    expect(calls.count).toBe(1)
    expect(stored()).toBe('{"v":2,"items":[1]}')
  })

  it('reads as empty, and works in memory, when storage is blocked or missing', () => {
    const access = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    const blocked = numbers()
    expect(blocked.read()).toEqual([])
    expect(blocked.write([1])).toBe(false)
    expect(blocked.read()).toEqual([1])
    access.mockReturnValue(null as unknown as Storage)
    const missing = numbers()
    expect(missing.read()).toEqual([])
    expect(missing.write([2])).toBe(false)
    expect(missing.read()).toEqual([2])
  })

  it('reads as empty when reading storage throws', () => {
    localStorage.setItem(key, '{"v":2,"items":[1]}')
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(numbers().read()).toEqual([])
  })

  it("takes another tab's change of its key, and ignores other keys", () => {
    const list = numbers()
    list.write([1])
    const calls = counted(list)
    localStorage.setItem('other', '{"v":2,"items":[9]}')
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }))
    expect(calls.count).toBe(0)
    fromOtherTab('{"v":2,"items":[4,1]}')
    expect(list.read()).toEqual([4, 1])
    expect(calls.count).toBe(1)
    fromOtherTab(null)
    expect(list.read()).toEqual([])
    expect(calls.count).toBe(2)
  })

  it("writes on top of another tab's change even with no subscriber", () => {
    const list = numbers()
    list.read()
    fromOtherTab('{"v":2,"items":[4]}')
    list.write([5, ...list.read()])
    expect(JSON.parse(stored() ?? '')).toEqual({ v: 2, items: [5, 4] })
  })

  it('stops telling a listener that unsubscribed', () => {
    const list = numbers()
    const listener = vi.fn()
    list.subscribe(listener)()
    list.write([1])
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('useStoredList', () => {
  beforeEach(() => localStorage.clear())

  it('renders the items and their changes, from this tab or another', () => {
    localStorage.setItem(key, '{"v":2,"items":[1]}')
    const list = numbers()
    const { result } = renderHook(() => useStoredList(list))
    expect(result.current).toEqual([1])
    act(() => void list.write([2, 1]))
    expect(result.current).toEqual([2, 1])
    act(() => fromOtherTab('{"v":2,"items":[3]}'))
    expect(result.current).toEqual([3])
  })

  it('renders an empty list on the server, whatever is stored', () => {
    localStorage.setItem(key, '{"v":2,"items":[1,2,3]}')
    const list = numbers()
    function Count() {
      return `${String(useStoredList(list).length)} items`
    }
    expect(renderToString(<Count />)).toBe('0 items')
  })
})
