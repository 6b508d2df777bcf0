import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { http, passthrough } from 'msw'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { expectConsole } from '#tests/console.ts'
import { server as msw } from '#tests/msw/server.ts'

import { BODY_CAP, findForms, formsInHtml, readAttributes } from './netlify-forms.ts'
import { createNetlifyServer } from './netlify-server.ts'

const URLENCODED = 'application/x-www-form-urlencoded'
const ACCEPTED = 'Form submission received\n'

describe('formsInHtml (what Netlify detects at deploy)', () => {
  it.each([
    ['double quotes', '<form name="fix" data-netlify="true">'],
    ['single quotes, name last', "<form data-netlify='true' class='x' name='fix'>"],
    ['no quotes', '<form name=fix data-netlify=true method=POST>'],
    ['data-netlify without a value', '<form\n  data-netlify\n  name="fix"\n>'],
    ['the bare netlify attribute, upper case', '<FORM NAME="fix" NETLIFY>'],
    ['spaces around =', '<form name = "fix" data-netlify = "TRUE" >'],
    ['a > inside a quoted value', '<form title="a > b" name="fix" netlify>'],
    ['a self-closing slash', '<form name="fix" netlify/>'],
  ])('finds a form written with %s', (_, tag) => {
    expect(formsInHtml(`<p>before</p>${tag}<input name="x"></form>`)).toEqual([
      { name: 'fix', honeypot: null },
    ])
  })

  it.each([
    ['no Netlify attribute', '<form name="search" role="search">'],
    ['data-netlify="false"', '<form name="fix" data-netlify="false">'],
    ['no name', '<form data-netlify="true">'],
    ['the word only inside a value', '<form name="fix" title="data-netlify">'],
    ['another tag that starts like form', '<formation name="fix" netlify>'],
    ['a comment around it', '<!-- <form name="fix" netlify> -->'],
  ])('collects nothing for %s', (_, html) => {
    expect(formsInHtml(html)).toEqual([])
  })

  it('reads the honeypot field, whatever the attribute order and quoting', () => {
    const html = [
      '<form name="a" netlify-honeypot="bot-field" data-netlify="true">',
      "<form data-netlify netlify-honeypot='trap' name='b'>",
      '<form netlify netlify-honeypot=hp name=c>',
      '<form netlify netlify-honeypot="" name="d">',
    ].join('</form>')
    expect(formsInHtml(html)).toEqual([
      { name: 'a', honeypot: 'bot-field' },
      { name: 'b', honeypot: 'trap' },
      { name: 'c', honeypot: 'hp' },
      { name: 'd', honeypot: null },
    ])
  })

  it('keeps the first of a repeated attribute, as HTML does, and ends at an unclosed quote', () => {
    const html = '<form name="first" name="second">'
    expect(readAttributes(html, 5)).toEqual({
      attributes: new Map([['name', 'first']]),
      end: html.length,
    })
    expect(readAttributes('<form name="open', 5).end).toBe('<form name="open'.length)
  })
})

describe('findForms', () => {
  let root: string
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'forms-scan-'))
    const pages = {
      'index.html': '<form name="search"></form>',
      'contribute/index.html': '<form name="fix" netlify-honeypot="trap" netlify></form>',
      'zh/contribute/index.html': '<form name="fix" netlify></form><form name="zh-only" netlify>',
      'notes.txt': '<form name="not-html" netlify>',
    }
    for (const [name, text] of Object.entries(pages)) {
      mkdirSync(dirname(join(root, name)), { recursive: true })
      writeFileSync(join(root, name), text)
    }
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('collects the forms of every HTML page under the root, the first of a name winning', () => {
    const forms = findForms(root)
    expect([...forms.keys()].sort()).toEqual(['fix', 'zh-only'])
    expect(forms.get('fix')?.honeypot).toBe('trap')
  })
})

describe('form submissions to the preview server', () => {
  const page = [
    '<form name="fix" method="POST" data-netlify="true" netlify-honeypot="bot-field"></form>',
    '<form name="hello" netlify></form>',
    // Netlify would detect it; the server must still never put that name into a path.
    '<form name="../escape" netlify></form>',
  ].join('')
  let root: string
  let out: string
  let base: string
  let server: Server

  beforeEach(async () => {
    root = mkdtempSync(join(tmpdir(), 'forms-site-'))
    writeFileSync(join(root, 'index.html'), page)
    writeFileSync(join(root, '_headers'), '/*\n  X-Test: all\n/contribute/*\n  X-Path: yes\n')
    out = join(root, 'submissions')
    server = await createNetlifyServer({ root, formsDir: out })
    await new Promise<void>((resolve) => server.listen(0, resolve))
    base = `http://localhost:${(server.address() as AddressInfo).port}`
    // These requests go to a real local server, not to a mocked API.
    msw.use(http.all(/^http:\/\/localhost:\d+\//, () => passthrough()))
  })
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve))
    rmSync(root, { recursive: true, force: true })
  })

  const post = (path: string, body: BodyInit, contentType: string | null = URLENCODED) =>
    fetch(base + path, {
      method: 'POST',
      body,
      headers: contentType ? { 'Content-Type': contentType } : {},
    })
  const lines = (form: string) =>
    readFileSync(join(out, `${form}.jsonl`), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { form: string; receivedAt: string; fields: object })

  it('appends a submission to <dir>/<form-name>.jsonl, without form-name and the honeypot', async () => {
    const before = Date.now()
    const r = await post('/', 'form-name=fix&song=Aoi&comment=caf%C3%A9+%26+more&bot-field=')
    expect([r.status, r.headers.get('content-type'), await r.text()]).toEqual([
      200,
      'text/plain; charset=utf-8',
      ACCEPTED,
    ])
    const [entry, ...more] = lines('fix')
    expect(more).toEqual([])
    expect(entry).toMatchObject({ form: 'fix', fields: { song: 'Aoi', comment: 'café & more' } })
    expect(Object.keys(entry?.fields ?? {})).toEqual(['song', 'comment'])
    const at = Date.parse(entry?.receivedAt ?? '')
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now())
  })

  it('takes submissions at any path and appends one line for each', async () => {
    expect((await post('/contribute/', 'form-name=hello&n=1')).status).toBe(200)
    const second = new URLSearchParams([
      ['form-name', 'hello'],
      ['n', '2'],
      ['tag', 'a'],
      ['tag', 'b'],
      ['__proto__', 'c'],
    ])
    // fetch sends this one as `application/x-www-form-urlencoded;charset=UTF-8`.
    expect((await post('/no/such/page', second, null)).status).toBe(200)
    expect(lines('hello').map((line) => line.fields)).toEqual([
      { n: '1' },
      JSON.parse('{"n": "2", "tag": ["a", "b"], "__proto__": "c"}'),
    ])
  })

  it('answers a filled honeypot as a success and writes nothing', async () => {
    const r = await post('/', 'form-name=fix&song=spam&bot-field=I+am+a+bot')
    expect([r.status, await r.text()]).toEqual([200, ACCEPTED])
    expect(existsSync(out)).toBe(false)
  })

  it('drops a submission whose honeypot is filled in any of its copies', async () => {
    const r = await post('/', 'form-name=fix&song=spam&bot-field=&bot-field=I+am+a+bot')
    expect([r.status, await r.text()]).toEqual([200, ACCEPTED])
    expect(existsSync(out)).toBe(false)
  })

  it('reads a body in the charset its Content-Type names, and refuses one it cannot read', async () => {
    // テスト in Shift_JIS, once escaped and once as raw bytes; café in ISO-8859-1.
    const sjis = 'form-name=hello&name=%83e%83X%83g&raw='
    const raw = Buffer.concat([
      Buffer.from(sjis),
      Buffer.from([0x83, 0x65, 0x83, 0x58, 0x83, 0x67]),
    ])
    expect((await post('/', raw, `${URLENCODED}; charset=Shift_JIS`)).status).toBe(200)
    const latin = 'form-name=hello&name=caf%E9+ok'
    expect((await post('/', latin, `${URLENCODED}; charset="iso-8859-1"`)).status).toBe(200)
    expect(lines('hello').map((line) => line.fields)).toEqual([
      { name: 'テスト', raw: 'テスト' },
      { name: 'café ok' },
    ])
    const unknown = await post('/', 'form-name=hello&n=1', `${URLENCODED}; charset=x-martian`)
    expect([unknown.status, await unknown.text()]).toEqual([415, 'Unsupported Media Type\n'])
    expect(lines('hello')).toHaveLength(2)
  })

  it.each([
    ['a form not in the HTML', 'form-name=nope&song=x'],
    ['no form-name', 'song=x'],
    ['a form name that could leave the folder', 'form-name=..%2Fescape&song=x'],
  ])('answers 404 for %s and touches no file', async (_, body) => {
    const r = await post('/', body)
    expect([r.status, await r.text()]).toEqual([404, 'Not Found\n'])
    expect(existsSync(out)).toBe(false)
    expect(existsSync(join(root, 'escape.jsonl'))).toBe(false)
  })

  it.each([
    ['multipart', 'multipart/form-data; boundary=x'],
    ['plain text', 'text/plain'],
    ['JSON', 'application/json'],
    ['no content type', null],
  ])('answers 415 to %s', async (_, type) => {
    const r = await post('/', new TextEncoder().encode('form-name=fix&song=x'), type)
    expect([r.status, await r.text()]).toEqual([415, 'Unsupported Media Type\n'])
    expect(existsSync(out)).toBe(false)
  })

  it(`takes a body of ${BODY_CAP} bytes and answers 413 past it`, async () => {
    const head = 'form-name=hello&text='
    const full = head + 'a'.repeat(BODY_CAP - head.length)
    const r = await post('/', `${full}a`)
    expect([r.status, await r.text()]).toEqual([413, 'Payload Too Large\n'])
    expect(existsSync(out)).toBe(false)
    expect((await post('/', full)).status).toBe(200)
    expect(lines('hello')).toHaveLength(1)
  })

  it('keeps every accepted submission whole when large and small ones arrive at once', async () => {
    // A control character is one byte sent and six stored (\u0001): a line past 1 MB.
    const text = '\u0001'.repeat(BODY_CAP - 40)
    const large = (n: number) => `form-name=hello&n=L${n}&text=${text}`
    const bodies = Array.from({ length: 60 }, (_, n) =>
      n % 4 === 0 ? large(n) : `form-name=hello&n=${n}`,
    )
    const answers = await Promise.all(bodies.map((body) => post('/', body)))
    expect(answers.map((r) => r.status)).toEqual(bodies.map(() => 200))
    const kept = lines('hello').map((line) => line.fields as { n: string; text?: string })
    expect(kept.map((fields) => fields.n).sort()).toEqual(
      bodies.map((body) => /&n=([^&]+)/.exec(body)?.[1]).sort(),
    )
    for (const fields of kept) if (fields.text) expect(fields.text).toBe(text)
  })

  it('answers 500 and logs one line when the file cannot be written', async () => {
    const errors = expectConsole('error')
    mkdirSync(join(out, 'hello.jsonl'), { recursive: true })
    const r = await post('/', 'form-name=hello&n=1')
    expect([r.status, await r.text()]).toEqual([500, 'Internal Server Error\n'])
    expect(errors).toHaveBeenCalledOnce()
    expect(String(errors.mock.calls[0]?.[0])).toContain(join(out, 'hello.jsonl'))
  })

  it.each([
    ['accepted', '/', 'form-name=hello&n=1', URLENCODED, 200],
    ['a honeypot', '/contribute/', 'form-name=fix&bot-field=x', URLENCODED, 200],
    ['unknown', '/contribute/', 'form-name=nope', URLENCODED, 404],
    ['wrong type', '/', 'form-name=hello', 'text/plain', 415],
    ['too large', '/', 'a'.repeat(BODY_CAP + 1), URLENCODED, 413],
  ])('answers %s with the headers of every other refusal', async (_, path, body, type, status) => {
    const refusal = await fetch(`${base}/`, { method: 'PUT' })
    const r = await post(path, body, type)
    expect(r.status).toBe(status)
    expect(r.headers.get('content-length')).toBe(String((await r.text()).length))
    // Every header but those naming this answer alone: caching and the site-wide rules included.
    const own = new Set(['allow', 'date', 'content-length'])
    const shared = (headers: Headers) => [...headers].filter(([name]) => !own.has(name))
    expect(shared(r.headers)).toEqual(shared(refusal.headers))
    expect(r.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
    expect(r.headers.get('x-test')).toBe('all')
  })
})
