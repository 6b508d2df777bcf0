import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { http, passthrough } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { server as msw } from '../../tests/msw/server'
import { createNetlifyServer, requestLanguage } from './netlify-server.mjs'

const files = {
  'index.html': 'home',
  'about/index.html': 'about',
  'zh/index.html': 'zh home',
  'zh/about/index.html': 'zh about',
  '404.html': 'not found ja',
  'zh/404.html': 'not found zh',
  'assets/app-1234.js': 'console.log(1)'.repeat(200),
  'legacy.html': 'legacy',
  _headers: '/*\n  X-Test: all\n/assets/*\n  Cache-Control: immutable\n  X-Test: assets\n',
}

let dir
const servers = []
async function start(edgeRules) {
  const server = await createNetlifyServer({ root: dir, edgeRules })
  await new Promise((resolve) => server.listen(0, resolve))
  servers.push(server)
  const base = `http://localhost:${server.address().port}`
  return (path, headers = {}) => fetch(base + path, { redirect: 'manual', headers })
}

let get
let plain
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-test-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  copyFileSync(join(import.meta.dirname, '..', '..', '_redirects'), join(dir, '_redirects'))
  get = await start(true)
  plain = await start(false)
})
// These requests go to a real local server, not to a mocked API.
beforeEach(() => msw.use(http.all(/^http:\/\/localhost:\d+\//, () => passthrough())))
afterAll(() => {
  for (const s of servers) s.close()
  rmSync(dir, { recursive: true, force: true })
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

  it('rejects other methods', async () => {
    const r = await fetch((await get('/')).url, { method: 'POST' })
    expect(r.status).toBe(405)
  })

  it('without edge rules behaves as a plain static host', async () => {
    const r = await plain('/', { 'Accept-Language': 'zh-TW' })
    expect([r.status, await r.text()]).toEqual([200, 'home'])
    const missing = await plain('/zh/nope')
    expect([missing.status, await missing.text()]).toEqual([404, 'not found ja'])
  })
})
