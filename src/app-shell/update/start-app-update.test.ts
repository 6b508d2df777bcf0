// @vitest-environment jsdom
import { createMemoryHistory } from '@tanstack/react-router'
import { http as mock, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { testBuildId } from '#tests/msw/handlers.ts'
import { server } from '#tests/msw/server.ts'
import { patience } from '#tests/patience.ts'

import { reloadOnNextNavigation } from './navigation-reload.ts'
import { startUpdateChecks } from './start-app-update.ts'
import { CHECK_INTERVAL_MS } from './update-checker.ts'

vi.mock('./navigation-reload.ts', () => ({ reloadOnNextNavigation: vi.fn() }))

function pageOfBuild(id: string) {
  document.head.innerHTML = `<meta name="build-id" content="${id}" />`
}

function deployed(id: string) {
  const calls: string[] = []
  server.use(
    mock.get('*/version.json', ({ request }) => {
      calls.push(request.url)
      return HttpResponse.json({ id, timestamp: 2 })
    }),
  )
  return calls
}

afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
  document.head.innerHTML = ''
})

describe('watching for a new deploy', () => {
  it('does nothing on a page without a build id', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const calls = deployed('next-build')
    const stop = startUpdateChecks({ history: createMemoryHistory() })
    await vi.advanceTimersByTimeAsync(3 * CHECK_INTERVAL_MS)
    expect(calls).toHaveLength(0)
    expect(reloadOnNextNavigation).not.toHaveBeenCalled()
    stop()
  })

  it('sets the reload on the next navigation off once a new build is deployed, and only then', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    pageOfBuild(testBuildId)
    const calls = deployed(testBuildId)
    const history = createMemoryHistory()
    const stop = startUpdateChecks({ history })
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS)
    await vi.waitFor(() => expect(calls).toHaveLength(1), patience)
    expect(reloadOnNextNavigation).not.toHaveBeenCalled()

    deployed('next-build')
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS)
    await vi.waitFor(
      () => expect(reloadOnNextNavigation).toHaveBeenCalledExactlyOnceWith(history),
      patience,
    )
    stop()
  })

  it('stays silent when the code that reloads cannot load', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    pageOfBuild('old-build')
    deployed('next-build')
    const failure = new TypeError('Failed to fetch dynamically imported module')
    const armReload = vi.fn(() => Promise.reject(failure))
    const stop = startUpdateChecks({ history: createMemoryHistory() }, armReload)
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS)
    await vi.waitFor(
      () => expect(debug).toHaveBeenCalledWith('Reload on the next navigation not armed', failure),
      patience,
    )
    expect(armReload).toHaveBeenCalledOnce()
    stop()
  })
})
