import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import fc from 'fast-check'
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { expectConsole } from '#tests/console.ts'
import { server as msw } from '#tests/msw/server.ts'

import { createNetlifyServer, requestLanguage } from './netlify-server.ts'

const files = {
  'index.html': 'home',
  'about/index.html': 'about',
  'zh/index.html': 'zh home',
  'zh/about/index.html': 'zh about',
  '404.html': 'not found ja',
  'zh/404.html': 'not found zh',
  'assets/app-1234.js': 'console.log(1)'.repeat(200),
  'legacy.html': 'legacy',
  'feed.xml': '<feed xmlns="http://www.w3.org/2005/Atom"></feed>'.repeat(20),
  _headers:
    '/*\n  X-Test: all\n/assets/*\n  Cache-Control: immutable\n  X-Test: assets\n' +
    '/feed.xml\n  Content-Type: application/atom+xml; charset=utf-8\n',
  '.env': 'SECRET=dotfile',
  '.well/inside.txt': 'in a dot folder',
}
const outside = 'outside the build folder'

let dir: string
const servers: Server[] = []
const portOf = (server: Server) => (server.address() as AddressInfo).port
async function start(edgeRules: boolean) {
  const server = await createNetlifyServer({ root: dir, edgeRules })
  await new Promise<void>((resolve) => server.listen(0, resolve))
  servers.push(server)
  const base = `http://localhost:${portOf(server)}`
  return (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { redirect: 'manual', headers })
}

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Bytes written to the server as they are, and its answer read until it closes the connection. */
function rawExchange(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const fields = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      )
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: fields,
        body: rest.join('\r\n\r\n'),
      })
    })
    socket.end(request)
  })
}

/** One request written byte for byte, as a client that sends any request-target would. */
const raw = (port: number, target: string, headers = '') =>
  rawExchange(
    port,
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`,
  )

let get: Awaited<ReturnType<typeof start>>
let plain: Awaited<ReturnType<typeof start>>
let port: number
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'))
  writeFileSync(`${dir}-secret.txt`, outside)
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  copyFileSync(join(import.meta.dirname, '..', '..', '_redirects'), join(dir, '_redirects'))
  mkdirSync(join(dir, 'links'))
  symlinkSync(`${dir}-secret.txt`, join(dir, 'links', 'out.txt'))
  symlinkSync(join(dir, '_redirects'), join(dir, 'links', 'rules.txt'))
  get = await start(true)
  plain = await start(false)
  port = portOf(servers[0] as Server)
})
// These requests go to a real local server, not to a mocked API.
beforeEach(() => msw.use(http.all(/^http:\/\/localhost:\d+\//, () => passthrough())))
afterAll(() => {
  for (const s of servers) s.close()
  rmSync(dir, { recursive: true, force: true })
  rmSync(`${dir}-secret.txt`, { force: true })
})

describe('requestLanguage (what Netlify hands its matcher)', () => {
  it('takes nf_lang first, else the first Accept-Language tag only', () => {
    expect(requestLanguage({ cookie: 'a=1; nf_lang=ja', 'accept-language': 'zh-TW' })).toBe('ja')
    expect(requestLanguage({ 'accept-language': 'zh-TW,ja;q=0.5' })).toBe('zh')
    expect(requestLanguage({ 'accept-language': 'en-US,zh-TW;q=0.9' })).toBe('en')
    expect(requestLanguage({})).toBe('')
  })
})

describe('the Netlify-like server', () => {
  it('redirects a Chinese visitor from unprefixed pages, keeping the query', async () => {
    const zh = { 'Accept-Language': 'zh-TW' }
    let r = await get('/', zh)
    expect([r.status, r.headers.get('location')]).toEqual([302, '/zh/'])
    r = await get('/about?x=1&y=2', zh)
    expect([r.status, r.headers.get('location')]).toEqual([302, '/zh/about?x=1&y=2'])
    r = await get('/about', { ...zh, Cookie: 'nf_lang=ja' })
    expect([r.status, await r.text()]).toEqual([200, 'about'])
  })

  it('writes a redirect to a Japanese, backslashed or encoded path percent-encoded, with its status line', async () => {
    const zh = { Cookie: 'nf_lang=zh' }
    const vampire = encodeURI('/songs/ヴァンパイア')
    const answer = await raw(port, vampire, 'Cookie: nf_lang=zh\r\n')
    expect([answer.status, answer.headers.location]).toEqual([302, `/zh${vampire}`])
    let r = await get(vampire, { 'Accept-Language': 'zh-TW' })
    expect([r.status, r.headers.get('location')]).toEqual([302, `/zh${vampire}`])
    r = await get('/songs/a%5C0b', zh)
    expect(r.headers.get('location')).toBe('/zh/songs/a%5C0b')
    r = await get('/songs/50%25%3Foff%23x?y=1', zh)
    expect(r.headers.get('location')).toBe('/zh/songs/50%25%3Foff%23x?y=1')
  })

  it('serves files for the pretty URLs and .html names', async () => {
    expect(await (await get('/about')).text()).toBe('about')
    expect(await (await get('/about/')).text()).toBe('about')
    expect(await (await get('/zh/about')).text()).toBe('zh about')
    expect(await (await get('/legacy')).text()).toBe('legacy')
  })

  it('answers unknown paths with the 404 page of their locale, never shadowing files', async () => {
    let r = await get('/nope')
    expect([r.status, await r.text()]).toEqual([404, 'not found ja'])
    r = await get('/zh/nope/deeper')
    expect([r.status, await r.text()]).toEqual([404, 'not found zh'])
    r = await get('/zh/about')
    expect(r.status).toBe(200)
    r = await get('/assets/missing.js')
    expect(r.status).toBe(404)
  })

  it('refuses paths outside the directory, bad encodings and config files', async () => {
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBe(404)
    expect((await get('/%E0%A4%A')).status).toBe(400)
    expect((await get('/_headers')).status).toBe(404)
    expect((await get('/_redirects')).status).toBe(404)
  })

  it('applies _headers, joining a header set by several rules, with Netlify’s default caching', async () => {
    let r = await get('/assets/app-1234.js')
    expect(r.headers.get('x-test')).toBe('all, assets')
    expect(r.headers.get('cache-control')).toBe('immutable')
    r = await get('/about')
    expect(r.headers.get('x-test')).toBe('all')
    expect(r.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('compresses text and sets content types', async () => {
    const r = await fetch((await get('/assets/app-1234.js')).url, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(r.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    // fetch decodes gzip itself; the length header shows the compressed size.
    expect(Number(r.headers.get('content-length'))).toBeLessThan(files['assets/app-1234.js'].length)
    expect(await r.text()).toBe(files['assets/app-1234.js'])
  })

  it('serves a file with the type a _headers rule gives it, compressed when it is text', async () => {
    const r = await get('/feed.xml', { 'Accept-Encoding': 'gzip' })
    expect(r.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect(r.headers.get('content-encoding')).toBe('gzip')
    expect(await r.text()).toBe(files['feed.xml'])
  })

  it('rejects methods other than GET, HEAD and POST (form submissions)', async () => {
    for (const method of ['PUT', 'DELETE', 'PATCH']) {
      const r = await fetch((await get('/')).url, { method })
      expect([r.status, r.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST'])
    }
  })

  // Issue 69: each such client printed a whole ECONNRESET stack.
  it('says in one line that a client left in the middle of a POST', async () => {
    const errors = expectConsole('error')
    const socket = connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.on('connect', resolve))
    socket.write(
      'POST /setlist HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\nform-name=',
    )
    socket.resetAndDestroy()
    await vi.waitFor(() => expect(errors).toHaveBeenCalled())
    expect(errors.mock.calls).toEqual([
      ['preview server: a client left before its POST request ended'],
    ])
  })

  it('without edge rules behaves as a plain static host', async () => {
    const r = await plain('/', { 'Accept-Language': 'zh-TW' })
    expect([r.status, await r.text()]).toEqual([200, 'home'])
    const missing = await plain('/zh/nope')
    expect([missing.status, await missing.text()]).toEqual([404, 'not found ja'])
  })
})

describe('request-targets (normalised once, before every decision)', () => {
  it.each([
    ['//', 200, 'home'],
    ['///', 200, 'home'],
    ['//about', 200, 'about'],
    ['//zh/about', 200, 'zh about'],
    ['/zh//about/', 200, 'zh about'],
    ['//[', 404, 'not found ja'],
    ['//a:b', 404, 'not found ja'],
    ['//%zz', 400, 'Bad Request\n'],
    ['/%2f_redirects', 404, 'not found ja'],
    ['/x/..%2f_headers', 404, 'not found ja'],
    ['/.env', 404, 'not found ja'],
    ['/.well/inside.txt', 404, 'not found ja'],
    ['/links/out.txt', 404, 'not found ja'],
    ['/links/rules.txt', 404, 'not found ja'],
  ])('%s answers %i with the site-wide headers', async (target, status, body) => {
    const r = await raw(port, target)
    expect([r.status, r.body]).toEqual([status, body])
    expect(r.headers['x-test']).toMatch(/^all/)
  })

  it('answers a target Node itself refuses with 400 and the site-wide headers', async () => {
    const r = await raw(port, '/a b')
    expect(r.status).toBe(400)
    expect(r.headers['x-test']).toBe('all')
  })

  it.each([
    ['a CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
    ['a malformed request line', 'GET\r\n\r\n', 400],
    [
      'a 20 KB header',
      `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('answers %s, which no route sees, as it answers any refusal', async (_, request, status) => {
    const refusal = await rawExchange(
      port,
      'PUT / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    )
    const r = await rawExchange(port, request)
    expect(r.status).toBe(status)
    expect(r.headers['content-length']).toBe(String(r.body.length))
    // Every header a refused method gets, site-wide ones and caching included, but its own.
    const own = new Set(['allow', 'date', 'content-length', 'connection', 'keep-alive'])
    const shared = (headers: Record<string, string>) =>
      Object.entries(headers).filter(([name]) => !own.has(name))
    expect(shared(r.headers)).toEqual(shared(refusal.headers))
    expect(r.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    expect(r.headers['x-test']).toBe('all')
  })

  it('sends no long-lived caching with a 404, even under /assets/', async () => {
    const r = await get('/assets/missing.js')
    expect(r.status).toBe(404)
    expect(r.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(r.headers.get('x-test')).toBe('all, assets')
  })

  it('sends an ETag per encoding and answers a matching If-None-Match with 304', async () => {
    const first = await get('/about')
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get('/about', { 'If-None-Match': etag })
    expect([again.status, again.headers.get('etag'), await again.text()]).toEqual([304, etag, ''])
    expect(again.headers.get('x-test')).toBe('all')
    const other = await get('/about', { 'If-None-Match': '"something-else"' })
    expect(other.status).toBe(200)
    const gzipped = await get('/assets/app-1234.js', { 'Accept-Encoding': 'gzip' })
    const identity = await get('/assets/app-1234.js', { 'Accept-Encoding': 'identity' })
    expect(gzipped.headers.get('etag')).not.toBe(identity.headers.get('etag'))
  })

  it('no request-target makes it answer 500 or serve a hidden file or one outside the folder', async () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '.',
      '..',
      '%2f',
      '%2F',
      '%2e',
      '%2e%2e',
      '%',
      'zz',
      '%00',
      '%E0%A4',
      '_redirects',
      '_headers',
      '.env',
      '.well',
      'inside.txt',
      'links',
      'out.txt',
      'rules.txt',
      'about',
      'zh',
      '?',
      '#',
      '[',
      ']',
      ':',
      '@',
      '\\',
      'é',
      'ヴ',
      '%E3%83%B4',
      'songs',
      'streams',
      '%C3%A9',
      'index.html',
      '..%2f',
    )
    const hidden = [outside, 'SECRET=dotfile', 'in a dot folder', 'X-Test: all', 'Language=zh']
    // A Chinese visitor is redirected from the unprefixed pages: the answers that carry a Location.
    const language = fc.constantFrom('', 'Cookie: nf_lang=zh\r\n', 'Accept-Language: zh-TW\r\n')
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 8 }), language, async (pieces, header) => {
        const r = await raw(port, `/${pieces.join('')}`, header)
        expect(r.status).not.toBe(500)
        for (const text of hidden) expect(r.body).not.toContain(text)
        if (r.headers.location !== undefined) expect(r.headers.location).toMatch(/^[\x21-\x7e]+$/)
      }),
      { numRuns: 300 },
    )
  })
})
