// @vitest-environment jsdom
import { createMemoryHistory } from '@tanstack/react-router'
import { delay, http as mock, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { testBuildId } from '#tests/msw/handlers.ts'
import { server } from '#tests/msw/server.ts'
import { patience } from '#tests/patience.ts'

import { fetchLatestBuildId, parseVersionInfo, readPageBuildId } from './build-version.ts'
import { createNavigationReload } from './navigation-reload.ts'
import { createUpdateChecker } from './update-checker.ts'

// A short timeout, so the test that never answers ends quickly.
const timeoutMs = 50

/** The real pieces: MSW-served version.json, the request, and the reload-on-navigation flag. */
function setup(currentId = testBuildId) {
  const flag = createNavigationReload(createMemoryHistory({ initialEntries: ['/'] }), vi.fn())
  const checker = createUpdateChecker({
    currentId,
    fetchLatestId: () => fetchLatestBuildId(timeoutMs),
    onNewBuild: () => flag.arm(),
  })
  return { flag, checker }
}

function versionJson(body: () => Response | Promise<Response>) {
  const calls: string[] = []
  server.use(
    mock.get('*/version.json', async ({ request }) => {
      calls.push(request.url)
      return body()
    }),
  )
  return calls
}

afterEach(() => {
  vi.useRealTimers()
  document.head.innerHTML = ''
})

describe('the build check', () => {
  it('sets the reload-on-navigation flag when the deployed id differs', async () => {
    const { flag, checker } = setup('old-build')
    await checker.check()
    expect(flag.isArmed()).toBe(true)
  })

  it('leaves the flag alone when the id is the same', async () => {
    const { flag, checker } = setup(testBuildId)
    await checker.check()
    expect(flag.isArmed()).toBe(false)
  })

  it('still finds a new build when version.json first answers 503', async () => {
    let tries = 0
    versionJson(() => {
      tries += 1
      return tries === 1
        ? new HttpResponse(null, { status: 503 })
        : HttpResponse.json({ id: 'next-build', timestamp: 2 })
    })
    const { flag, checker } = setup('old-build')
    await checker.check()
    expect(tries).toBe(2)
    expect(flag.isArmed()).toBe(true)
  })

  it('asks with a fresh timestamp query each time, uncached', async () => {
    const calls = versionJson(() => HttpResponse.json({ id: testBuildId, timestamp: 1 }))
    const { checker } = setup()
    await checker.check()
    await new Promise((r) => setTimeout(r, 2))
    await checker.check()
    expect(calls).toHaveLength(2)
    const stamps = calls.map((url) => new URL(url).searchParams.get('t'))
    expect(stamps.every((t) => /^\d+$/.test(t ?? ''))).toBe(true)
    expect(stamps[0]).not.toBe(stamps[1])
  })

  it.each([
    ['garbage JSON', () => new HttpResponse('{"id": oops', { status: 200 })],
    ['an HTML page', () => new HttpResponse('<!doctype html>', { status: 200 })],
    ['a wrong shape', () => HttpResponse.json({ id: 42 })],
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['a network error', () => HttpResponse.error()],
    [
      'a timeout',
      async () => {
        await delay('infinite')
        return HttpResponse.json({ id: 'never', timestamp: 1 })
      },
    ],
  ])('changes nothing on %s and logs at debug level only', async (_label, body) => {
    versionJson(body)
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const { flag, checker } = setup('old-build')
    await checker.check()
    expect(flag.isArmed()).toBe(false)
    expect(debug).toHaveBeenCalledWith('Build check failed', expect.anything())
  })

  it('checks every interval while visible, and stops once a new build is known', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const calls = versionJson(() => HttpResponse.json({ id: testBuildId, timestamp: 1 }))
    const onNewBuild = vi.fn()
    const checker = createUpdateChecker({
      currentId: testBuildId,
      fetchLatestId: () => fetchLatestBuildId(timeoutMs),
      onNewBuild,
      intervalMs: 1000,
    })
    const stop = checker.start()
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(calls).toHaveLength(1), patience)

    versionJson(() => HttpResponse.json({ id: 'next-build', timestamp: 2 }))
    await vi.advanceTimersByTimeAsync(1000)
    await vi.waitFor(() => expect(onNewBuild).toHaveBeenCalledWith('next-build'), patience)
    const after = versionJson(() => HttpResponse.json({ id: 'later', timestamp: 3 }))
    await vi.advanceTimersByTimeAsync(5000)
    expect(after).toHaveLength(0)
    expect(onNewBuild).toHaveBeenCalledTimes(1)
    stop()
  })

  it('checks when the tab comes back after being hidden a while, not after a glance away', async () => {
    let visibility: DocumentVisibilityState = 'visible'
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility)
    let clock = 0
    const fetchLatestId = vi.fn(() => Promise.resolve(testBuildId))
    const checker = createUpdateChecker({
      currentId: testBuildId,
      fetchLatestId,
      onNewBuild: vi.fn(),
      hiddenRecheckMs: 60_000,
      now: () => clock,
    })
    const stop = checker.start()
    const flip = (to: DocumentVisibilityState, at: number) => {
      clock = at
      visibility = to
      document.dispatchEvent(new Event('visibilitychange'))
    }
    flip('hidden', 0)
    flip('visible', 59_999)
    expect(fetchLatestId).not.toHaveBeenCalled()
    flip('hidden', 100_000)
    flip('visible', 160_000)
    expect(fetchLatestId).toHaveBeenCalledTimes(1)
    stop()
    flip('hidden', 200_000)
    flip('visible', 900_000)
    expect(fetchLatestId).toHaveBeenCalledTimes(1)
  })

  it('does not poll while the tab is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const fetchLatestId = vi.fn(() => Promise.resolve(testBuildId))
    const checker = createUpdateChecker({
      currentId: testBuildId,
      fetchLatestId,
      onNewBuild: vi.fn(),
      intervalMs: 1000,
    })
    const stop = checker.start()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchLatestId).not.toHaveBeenCalled()
    stop()
  })
})

describe('version data', () => {
  it('reads the page id from its meta tag', () => {
    expect(readPageBuildId()).toBeNull()
    document.head.innerHTML = '<meta name="build-id" content="abc123" />'
    expect(readPageBuildId()).toBe('abc123')
  })

  it('accepts only an id and a numeric timestamp', () => {
    expect(parseVersionInfo({ id: 'a', timestamp: 1 })).toEqual({ id: 'a', timestamp: 1 })
    for (const bad of [null, 'a', [], { id: '' }, { id: 'a' }, { id: 'a', timestamp: '1' }]) {
      expect(parseVersionInfo(bad)).toBeNull()
    }
  })
})
