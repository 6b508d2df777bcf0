// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { preloadCatalogs } from '#src/i18n/catalog.ts'
import type { preloadContent } from '#src/shared/content/load-content.ts'
import { renderRoute } from '#tests/render-route.tsx'

import { prefetchOtherRoutes, scheduleIdlePrefetch } from './idle-prefetch.ts'

function navigatorWith(connection?: object): Navigator {
  return { connection } as unknown as Navigator
}

/** A window whose load state, idle callbacks and connection the test controls. */
function fakeWindow(readyState: DocumentReadyState, connection?: object) {
  const target = new EventTarget()
  return Object.assign(target, {
    document: { readyState },
    navigator: navigatorWith(connection),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    requestIdleCallback: (fn: () => void) => setTimeout(fn, 50) as unknown as number,
    cancelIdleCallback: (id: number) => clearTimeout(id),
  }) as unknown as Window
}

function fakeRouter() {
  return {
    routesById: { __root__: 'root', '/{-$locale}/': 'home', '/{-$locale}/about': 'about' },
    state: {
      matches: [
        { routeId: '__root__', context: {} },
        { routeId: '/{-$locale}/', context: { locale: 'ja' } },
      ],
    },
    loadRouteChunk: vi.fn(() => Promise.resolve()),
  }
}

afterEach(() => vi.useRealTimers())

describe('scheduleIdlePrefetch', () => {
  it('waits for load, then idle, then a second before prefetching', async () => {
    vi.useFakeTimers()
    const win = fakeWindow('interactive')
    const router = fakeRouter()
    scheduleIdlePrefetch(router, { win })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(router.loadRouteChunk).not.toHaveBeenCalled()
    win.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(50 + 999)
    expect(router.loadRouteChunk).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(router.loadRouteChunk).toHaveBeenCalledExactlyOnceWith('about')
  })

  it('starts at once when the page has already loaded (after hydration)', async () => {
    vi.useFakeTimers()
    const router = fakeRouter()
    scheduleIdlePrefetch(router, { win: fakeWindow('complete') })
    await vi.advanceTimersByTimeAsync(1_050)
    expect(router.loadRouteChunk).toHaveBeenCalledOnce()
  })

  it('warms the code it is given after the routes, going on past a failure', async () => {
    vi.useFakeTimers()
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const router = fakeRouter()
    const failure = new TypeError('Failed to fetch dynamically imported module')
    const failing = vi.fn(() => Promise.reject(failure))
    const next = vi.fn(() => Promise.resolve())
    scheduleIdlePrefetch(router, { win: fakeWindow('complete'), code: [failing, next] })
    await vi.advanceTimersByTimeAsync(999)
    expect(failing).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(51)
    await vi.waitFor(() => expect(next).toHaveBeenCalledOnce())
    expect(failing).toHaveBeenCalledOnce()
    const [routeOrder = Infinity] = router.loadRouteChunk.mock.invocationCallOrder
    expect(routeOrder).toBeLessThan(failing.mock.invocationCallOrder[0] ?? 0)
    expect(debug).toHaveBeenCalledWith('Code prefetch failed', failure)
  })

  it.each([{ saveData: true }, { effectiveType: '2g' }])(
    'prefetches nothing with %j',
    async (connection) => {
      vi.useFakeTimers()
      const router = fakeRouter()
      const code = vi.fn(() => Promise.resolve())
      scheduleIdlePrefetch(router, { win: fakeWindow('complete', connection), code: [code] })
      await vi.advanceTimersByTimeAsync(10_000)
      expect(router.loadRouteChunk).not.toHaveBeenCalled()
      expect(code).not.toHaveBeenCalled()
    },
  )

  it('can be cancelled before it fires', async () => {
    vi.useFakeTimers()
    const router = fakeRouter()
    const cancel = scheduleIdlePrefetch(router, { win: fakeWindow('complete') })
    await vi.advanceTimersByTimeAsync(500)
    cancel()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(router.loadRouteChunk).not.toHaveBeenCalled()
  })
})

describe('prefetchOtherRoutes', () => {
  it("loads the other pages' route chunks and catalogs of the real route tree, not the current page's", async () => {
    const { router } = await renderRoute('/zh')
    // Only which routes and catalogs are asked for matters here, not loading them.
    const load = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined)
    const warm = vi.fn<typeof preloadCatalogs>(() => Promise.resolve())
    const warmContent = vi.fn<typeof preloadContent>(() => Promise.resolve())
    await prefetchOtherRoutes(router, warm, warmContent)
    const loaded = load.mock.calls.map(([route]) => route.id)
    expect(loaded).toEqual(expect.arrayContaining(['/{-$locale}/about', '/{-$locale}/songlist']))
    expect(loaded).not.toContain('/{-$locale}/')
    expect(loaded).not.toContain('__root__')
    // The setlist form's code loads only when the form is opened.
    expect(loaded).not.toContain('/{-$locale}/contribute')
    // Nor マイリスト's, which few visits open.
    expect(loaded).not.toContain('/{-$locale}/mylist')
    // Their catalogs in the page's language, each once (the list and the song and stream pages
    // share the list's): not the current page's, nor the form's.
    expect(warm).toHaveBeenCalledOnce()
    const [locale, catalogs] = warm.mock.calls[0]!
    expect(locale).toBe('zh')
    expect([...catalogs].sort()).toEqual(['about', 'recap', 'song-pages', 'songs'])
    // And the About page's own content, in that language.
    expect(warmContent).toHaveBeenCalledExactlyOnceWith('zh', ['about'])
  })

  it('loads one route after the other, going on past a failure', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const home = fakeRouter()
    const router = {
      ...home,
      routesById: { ...home.routesById, '/{-$locale}/songlist': 'songlist' },
    }
    let failFirst: (error: Error) => void = () => {}
    router.loadRouteChunk.mockReturnValueOnce(
      new Promise((_, reject) => {
        failFirst = reject
      }),
    )
    const warm = () => Promise.resolve()
    const done = prefetchOtherRoutes(router, warm, warm)
    await vi.waitFor(() => expect(router.loadRouteChunk).toHaveBeenCalledOnce())
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(router.loadRouteChunk).toHaveBeenCalledOnce()
    failFirst(new TypeError('Failed to fetch dynamically imported module'))
    await done
    expect(router.loadRouteChunk.mock.calls).toEqual([['about'], ['songlist']])
  })

  it('stays silent when a chunk fails', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const router = fakeRouter()
    router.loadRouteChunk.mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    )
    const warm = () => Promise.resolve()
    await expect(prefetchOtherRoutes(router, warm, warm)).resolves.toBeUndefined()
    expect(debug).toHaveBeenCalledWith('Route prefetch failed', expect.any(TypeError))
  })
})
