import { describe, expect, it, vi } from 'vitest'
import { scheduleIdlePrefetch, type PrefetchRouter } from './idle-prefetch'

function fakeRouter(): PrefetchRouter & { loaded: string[] } {
  const loaded: string[] = []
  return {
    loaded,
    routesById: { __root__: {}, '/about': { id: '/about' } },
    state: { matches: [{ routeId: '__root__' }] },
    loadRouteChunk: (route) => {
      loaded.push((route as unknown as { id: string }).id)
      return Promise.resolve()
    },
  }
}

describe('scheduleIdlePrefetch on a page that has already loaded', () => {
  it('schedules the prefetch instead of throwing', async () => {
    vi.useFakeTimers()
    const router = fakeRouter()
    // jsdom's document is complete by now, as a hydrated page's is after awaiting its routes.
    expect(document.readyState).toBe('complete')
    expect(() => scheduleIdlePrefetch(router, { delayMs: 10 })).not.toThrow()
    await vi.runAllTimersAsync()
    expect(router.loaded).toEqual(['/about'])
    vi.useRealTimers()
  })

  it('can still be cancelled', async () => {
    vi.useFakeTimers()
    const router = fakeRouter()
    const cancel = scheduleIdlePrefetch(router, { delayMs: 10 })
    cancel()
    await vi.runAllTimersAsync()
    expect(router.loaded).toEqual([])
    vi.useRealTimers()
  })
})
