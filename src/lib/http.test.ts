import { delay, http as mock, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../../tests/msw/server'
import { configuredBaseUrl, createHttp, HttpError, RETRYABLE_STATUSES } from './http'

const base = 'https://api.test/v1/'
const client = createHttp({ baseUrl: base, retryDelayMs: 0, timeoutMs: 200 })

/** Answers with the given statuses in turn (the last one repeats) and counts the calls. */
function sequence(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head',
  statuses: number[],
) {
  const calls = { count: 0 }
  server.use(
    mock[method](`${base}thing`, () => {
      const status = statuses[Math.min(calls.count, statuses.length - 1)] ?? 200
      calls.count += 1
      return HttpResponse.json({ status }, { status })
    }),
  )
  return calls
}

/** A request to `slow` that never answers. */
function hanging(method: 'get' | 'post') {
  const calls = { count: 0 }
  server.use(
    mock[method](`${base}slow`, async () => {
      calls.count += 1
      await delay('infinite')
      return HttpResponse.json({})
    }),
  )
  return calls
}

describe('createHttp', () => {
  it.each([...RETRYABLE_STATUSES])('retries a GET once after %i, then succeeds', async (status) => {
    const calls = sequence('get', [status, 200])
    await expect(client.getJson('thing')).resolves.toEqual({ status: 200 })
    expect(calls.count).toBe(2)
  })

  it.each([...RETRYABLE_STATUSES])('gives up after one retry of %i', async (status) => {
    const calls = sequence('get', [status])
    const error = await client.getJson('thing').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ kind: 'status', status, method: 'GET' })
    expect(calls.count).toBe(2)
  })

  it('retries HEAD and OPTIONS by default', async () => {
    const head = sequence('head', [503, 200])
    await client.request('thing', { method: 'HEAD' })
    expect(head.count).toBe(2)
    let options = 0
    server.use(
      mock.options(`${base}thing`, () => {
        options += 1
        return new HttpResponse(null, { status: options === 1 ? 502 : 204 })
      }),
    )
    await client.request('thing', { method: 'OPTIONS' })
    expect(options).toBe(2)
  })

  it('does not retry a 404', async () => {
    const calls = sequence('get', [404, 200])
    await expect(client.getJson('thing')).rejects.toMatchObject({ kind: 'status', status: 404 })
    expect(calls.count).toBe(1)
  })

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'never retries %s by default, even on 503',
    async (method) => {
      const calls = sequence(method, [503, 200])
      const upper = method.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE'
      await expect(client.request('thing', { method: upper, body: '{}' })).rejects.toMatchObject({
        status: 503,
      })
      expect(calls.count).toBe(1)
    },
  )

  it('retries a POST when the caller opts in', async () => {
    const calls = sequence('post', [503, 200])
    const response = await client.request('thing', { method: 'POST', body: '{}', retries: 1 })
    expect(response.status).toBe(200)
    expect(calls.count).toBe(2)
  })

  it('retries a network error once', async () => {
    let count = 0
    server.use(
      mock.get(`${base}thing`, () => {
        count += 1
        return count === 1 ? HttpResponse.error() : HttpResponse.json({ ok: true })
      }),
    )
    await expect(client.getJson('thing')).resolves.toEqual({ ok: true })
    expect(count).toBe(2)
  })

  it('reports a network error that persists', async () => {
    server.use(mock.get(`${base}thing`, () => HttpResponse.error()))
    await expect(client.getJson('thing')).rejects.toMatchObject({ kind: 'network' })
  })

  it('times out a request that hangs, after one retry', async () => {
    const calls = hanging('get')
    const started = performance.now()
    await expect(client.getJson('slow', { timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'timeout',
    })
    expect(calls.count).toBe(2)
    expect(performance.now() - started).toBeGreaterThanOrEqual(95)
  })

  it('times out a POST without retrying it', async () => {
    const calls = hanging('post')
    await expect(client.request('slow', { method: 'POST', timeoutMs: 30 })).rejects.toMatchObject({
      kind: 'timeout',
      method: 'POST',
    })
    expect(calls.count).toBe(1)
  })

  it("never retries once the caller's own signal aborts", async () => {
    const calls = hanging('get')
    const controller = new AbortController()
    const pending = client.getJson('slow', { signal: controller.signal, timeoutMs: 5000 })
    await delay(20)
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(HttpError)
    expect(calls.count).toBe(1)
  })

  it('does not retry a body that is not JSON', async () => {
    let count = 0
    server.use(
      mock.get(`${base}thing`, () => {
        count += 1
        return new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })
      }),
    )
    await expect(client.getJson('thing')).rejects.toBeInstanceOf(SyntaxError)
    expect(count).toBe(1)
  })

  it('resolves paths against the base URL, and absolute URLs as they are', async () => {
    const seen: string[] = []
    server.use(
      mock.get('https://*/*', ({ request }) => {
        seen.push(request.url)
        return HttpResponse.json({})
      }),
    )
    await client.getJson('songs.json?x=1')
    await client.getJson('https://other.test/version.json')
    expect(seen).toEqual(['https://api.test/v1/songs.json?x=1', 'https://other.test/version.json'])
  })
})

describe('configuredBaseUrl', () => {
  it('takes VITE_API_BASE when set, else the site base', () => {
    expect(configuredBaseUrl({ VITE_API_BASE: ' https://api.test/ ', BASE_URL: '/' })).toBe(
      'https://api.test/',
    )
    expect(configuredBaseUrl({ VITE_API_BASE: '', BASE_URL: '/fans/' })).toBe('/fans/')
    expect(configuredBaseUrl({})).toBe('/')
  })
})
