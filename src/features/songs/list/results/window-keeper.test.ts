import type { ParsedLocation } from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'

import { type KeeperRouter, type KeptWindow, windowKeeper } from './window-keeper.ts'

const at = (key: string, pathname = '/songlist') =>
  ({ pathname, href: pathname, state: { __TSR_key: key } }) as unknown as ParsedLocation

/** A router on `location` whose page changes are sent by hand. */
function fakeRouter(location: ParsedLocation) {
  const listeners: Parameters<KeeperRouter['subscribe']>[1][] = []
  const router: KeeperRouter = {
    state: { location },
    subscribe: (_event, listener) => {
      listeners.push(listener)
      return () => listeners.splice(listeners.indexOf(listener), 1)
    },
  }
  const leave = (fromLocation: ParsedLocation, pathChanged: boolean) => {
    for (const listener of [...listeners]) listener({ fromLocation, pathChanged })
  }
  return { router, leave, listeners }
}

const keptWindow = (count: number): KeptWindow => ({
  count,
  start: 10,
  end: 20,
  heights: [],
  gap: 8,
  inset: 2,
})

describe('windowKeeper', () => {
  it("keeps the list's window when the page changes, for the entry it was on", () => {
    const { router, leave } = fakeRouter(at('entry-a'))
    const kept = keptWindow(300)
    const stop = windowKeeper(router).keepOnLeave(() => kept)
    leave(at('entry-a'), true)
    stop()
    expect(windowKeeper(fakeRouter(at('entry-a')).router).kept(300)).toBe(kept)
    expect(windowKeeper(fakeRouter(at('entry-b')).router).kept(300)).toBeNull()
  })

  it('gives nothing back for a list whose length changed', () => {
    const { router, leave } = fakeRouter(at('entry-c'))
    windowKeeper(router).keepOnLeave(() => keptWindow(300))
    leave(at('entry-c'), true)
    expect(windowKeeper(router).kept(299)).toBeNull()
  })

  it("measures nothing on the list's own search changes (typing)", () => {
    const { router, leave } = fakeRouter(at('entry-d'))
    const read = vi.fn(() => keptWindow(300))
    windowKeeper(router).keepOnLeave(read)
    leave(at('entry-d'), false)
    expect(read).not.toHaveBeenCalled()
    expect(windowKeeper(router).kept(300)).toBeNull()
  })

  it('stops listening when asked', () => {
    const { router, listeners } = fakeRouter(at('entry-e'))
    const stop = windowKeeper(router).keepOnLeave(() => null)
    expect(listeners).toHaveLength(1)
    stop()
    expect(listeners).toHaveLength(0)
  })

  it('forgets the oldest entries past the last twenty', () => {
    for (let i = 0; i < 21; i++) {
      const { router, leave } = fakeRouter(at(`old-${i}`))
      windowKeeper(router).keepOnLeave(() => keptWindow(i + 1))
      leave(at(`old-${i}`), true)
    }
    expect(windowKeeper(fakeRouter(at('old-0')).router).kept(1)).toBeNull()
    expect(windowKeeper(fakeRouter(at('old-1')).router).kept(2)).not.toBeNull()
    expect(windowKeeper(fakeRouter(at('old-20')).router).kept(21)).not.toBeNull()
  })
})
