import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { isChunkLoadError } from './chunk-error.ts'
import { ChunkStallError, watchNavigations } from './navigation-watch.ts'

type Listener = (event: { toLocation: { pathname: string } }) => void

function fakeRouter(chunk: () => Promise<void>) {
  const listeners = new Map<string, Listener>()
  const router = {
    subscribe: (event: string, listener: Listener) => {
      listeners.set(event, listener)
      return () => listeners.delete(event)
    },
    state: { matches: [{ routeId: '/about', status: 'success' }] },
    routesById: { '/about': { options: { component: {} as { preload?: () => void } } } },
    loadRouteChunk: vi.fn(chunk),
  }
  const emit = (event: string, pathname: string) =>
    listeners.get(event)?.({ toLocation: { pathname } })
  return { router, emit }
}

const guard = () => ({ allow: vi.fn(() => true), endEpisode: vi.fn() })

describe('watchNavigations', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('reports a navigation still loading after 15 s as a stalled chunk', () => {
    const { router, emit } = fakeRouter(() => Promise.resolve())
    const onStall = vi.fn()
    watchNavigations(router as never, guard(), onStall)
    emit('onBeforeLoad', '/about')
    vi.advanceTimersByTime(14_999)
    expect(onStall).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    const [stall] = onStall.mock.calls[0] as [ChunkStallError]
    expect(stall).toBeInstanceOf(ChunkStallError)
    expect(isChunkLoadError(stall)).toBe(true)
  })

  it('ends the episode only once every chunk of the resolved page has loaded', async () => {
    const { router, emit } = fakeRouter(() => Promise.resolve())
    const onStall = vi.fn()
    const g = guard()
    watchNavigations(router as never, g, onStall)
    emit('onBeforeLoad', '/about')
    emit('onResolved', '/about')
    await vi.runAllTimersAsync()
    expect(g.endEpisode).toHaveBeenCalledWith('/about')
    expect(onStall).not.toHaveBeenCalled()
  })

  it('keeps the episode open when a chunk fails after the router resolved', async () => {
    const { router, emit } = fakeRouter(() => Promise.reject(new Error('Failed to fetch')))
    const g = guard()
    watchNavigations(router as never, g, vi.fn())
    emit('onResolved', '/about')
    await vi.runAllTimersAsync()
    expect(g.endEpisode).not.toHaveBeenCalled()
  })

  it('keeps the episode open when a lazy component is still waiting for its code', async () => {
    const { router, emit } = fakeRouter(() => Promise.resolve())
    // TanStack's lazy component keeps `preload` until its import succeeded.
    router.routesById['/about'].options.component.preload = () => {}
    const g = guard()
    watchNavigations(router as never, g, vi.fn())
    emit('onResolved', '/about')
    await vi.runAllTimersAsync()
    expect(g.endEpisode).not.toHaveBeenCalled()
  })

  it('keeps the episode open when a match ended in an error', async () => {
    const { router, emit } = fakeRouter(() => Promise.resolve())
    router.state.matches = [{ routeId: '/about', status: 'error' }]
    const g = guard()
    watchNavigations(router as never, g, vi.fn())
    emit('onResolved', '/about')
    await vi.runAllTimersAsync()
    expect(g.endEpisode).not.toHaveBeenCalled()
  })
})
