// @vitest-environment jsdom
import { delay, http as mock, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { server } from '#tests/msw/server.ts'

import { request, type RequestOptions, RETRY_DELAY_MS } from './http.ts'

type Method = NonNullable<RequestOptions['method']>
const retried = [408, 409, 425, 429, 500, 502, 503, 504]

/** Answers `thing` with the given statuses in turn (the last one repeats); returns when each came. */
function answers(method: Method, statuses: number[]) {
  const tries: number[] = []
  server.use(
    mock[method.toLowerCase() as Lowercase<Method>]('*/thing', () => {
      const status = statuses[Math.min(tries.length, statuses.length - 1)] ?? 200
      tries.push(performance.now())
      return new HttpResponse(null, { status })
    }),
  )
  return tries
}

/** `thing` fails at the network, or never answers, on the first `failures` tries. */
function failing(how: 'network' | 'hang', failures = Infinity) {
  let tries = 0
  server.use(
    mock.all('*/thing', async () => {
      tries += 1
      if (tries > failures) return new HttpResponse(null, { status: 204 })
      if (how === 'network') return HttpResponse.error()
      await delay('infinite')
    }),
  )
  return () => tries
}

afterEach(() => {
  document.head.innerHTML = ''
})

describe('request', () => {
  it.each(retried)('retries a GET once on %i', async (status) => {
    const tries = answers('GET', [status, 204])
    expect((await request('thing')).status).toBe(204)
    expect(tries).toHaveLength(2)
  })

  it.each(['HEAD', 'OPTIONS'] as const)('retries %s once too', async (method) => {
    const tries = answers(method, [503, 204])
    expect((await request('thing', { method })).status).toBe(204)
    expect(tries).toHaveLength(2)
  })

  it('tries at most twice, and hands over the last answer', async () => {
    const tries = answers('GET', [503, 502, 204])
    expect((await request('thing')).status).toBe(502)
    expect(tries).toHaveLength(2)
  })

  it('waits a moment before the retry', async () => {
    const tries = answers('GET', [503, 204])
    await request('thing')
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(RETRY_DELAY_MS - 5)
  })

  // Redirects left out: fetch follows those itself.
  it('tries once on every other status', async () => {
    const triedAgain: number[] = []
    for (let status = 200; status <= 599; status += 1) {
      if (retried.includes(status) || (status >= 300 && status < 400)) continue
      const tries = answers('GET', [status, 299])
      expect((await request('thing')).status).toBe(status)
      if (tries.length > 1) triedAgain.push(status)
    }
    expect(triedAgain).toEqual([])
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'never retries a %s by default, and once when asked',
    async (method) => {
      const unasked = answers(method, [503, 204])
      expect((await request('thing', { method, body: '{}' })).status).toBe(503)
      expect(unasked).toHaveLength(1)

      const asked = answers(method, [503, 204])
      expect((await request('thing', { method, body: '{}', retry: true })).status).toBe(204)
      expect(asked).toHaveLength(2)
    },
  )

  it('can be told not to retry a GET', async () => {
    const tries = answers('GET', [503, 204])
    expect((await request('thing', { retry: false })).status).toBe(503)
    expect(tries).toHaveLength(1)
  })

  it('retries a network error once, then gives up', async () => {
    const once = failing('network', 1)
    expect((await request('thing')).status).toBe(204)
    expect(once()).toBe(2)

    const always = failing('network')
    await expect(request('thing')).rejects.toThrow(TypeError)
    expect(always()).toBe(2)
  })

  it('does not retry a POST that failed at the network', async () => {
    const tries = failing('network')
    await expect(request('thing', { method: 'POST' })).rejects.toThrow(TypeError)
    expect(tries()).toBe(1)
  })

  it('counts a try that runs out of time as failed', async () => {
    const once = failing('hang', 1)
    expect((await request('thing', { timeoutMs: 50 })).status).toBe(204)
    expect(once()).toBe(2)

    const always = failing('hang')
    await expect(request('thing', { timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
    expect(always()).toBe(2)
  })

  it('still times out when the caller brings a signal of its own', async () => {
    const tries = failing('hang')
    const { signal } = new AbortController()
    await expect(request('thing', { timeoutMs: 50, signal })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
    expect(tries()).toBe(2)
  })

  it("stops at the caller's abort, during a try or before the retry", async () => {
    const hanging = failing('hang')
    const during = new AbortController()
    const first = request('thing', { signal: during.signal })
    await vi.waitFor(() => expect(hanging()).toBe(1))
    during.abort()
    await expect(first).rejects.toMatchObject({ name: 'AbortError' })
    expect(hanging()).toBe(1)

    const tries = answers('GET', [503, 204])
    const before = new AbortController()
    const second = request('thing', { signal: before.signal })
    await vi.waitFor(() => expect(tries).toHaveLength(1))
    before.abort()
    await expect(second).rejects.toMatchObject({ name: 'AbortError' })
    await delay(RETRY_DELAY_MS)
    expect(tries).toHaveLength(1)
  })

  it("resolves paths against the page's origin and Vite's base when the page names none", async () => {
    const urls: string[] = []
    server.use(
      mock.get('*/thing', ({ request: { url } }) => {
        urls.push(url)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await request('thing?t=1')
    expect(urls).toEqual([`${location.origin}${import.meta.env.BASE_URL}thing?t=1`])
  })
})

describe('the base URL', () => {
  it("comes from the page's meta, read once", async () => {
    vi.resetModules()
    const fresh = await import('./http.ts')
    document.head.innerHTML = '<meta name="base-url" content="https://fans.test/pepe/" />'
    const urls: string[] = []
    server.use(
      mock.get('https://*/*', ({ request: { url } }) => {
        urls.push(url)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await fresh.request('version.json?t=1')
    document.head.innerHTML = '<meta name="base-url" content="https://elsewhere.test/" />'
    await fresh.request('songs/a.json')
    await fresh.request('https://other.test/x')
    expect(urls).toEqual([
      'https://fans.test/pepe/version.json?t=1',
      'https://fans.test/pepe/songs/a.json',
      'https://other.test/x',
    ])
  })
})
