// A static file server that answers the way Netlify serves this site: `_redirects` through Netlify's
// own parser and matcher, files shadowing unforced rules, `_headers`, compression, content types,
// ETags, Netlify Forms (tools/serve/netlify-forms.ts). Every answer, errors included, carries the
// site-wide headers of `_headers`.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs'
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http'
import { createRequire } from 'node:module'
import type { Socket } from 'node:net'
import { extname, join, relative, resolve, sep } from 'node:path'
import type { Duplex } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { parseAllRedirects } from '@netlify/redirect-parser'

import { contentTypeOf, isCompressible } from './content-types.ts'
import { headersFor, parseHeadersFile } from './headers-file.ts'
import { createFormsHandler } from './netlify-forms.ts'
import { isHiddenPath, locationOf, pathForRules, requestPath } from './request-path.ts'
import { answerOnSocket } from './socket-answer.ts'

/** A `_redirects` rule as Netlify's matcher returns it for a request. */
interface MatchedRule {
  to: string
  status: number
  force: boolean
}

/** The request as Netlify's matcher reads it. */
interface MatcherRequest {
  scheme: string
  host: string
  path: string
  query: string
  getHeader: (name: string) => string
  getCookie: (name: string) => string
}

interface RedirectMatcher {
  match(request: MatcherRequest): MatchedRule | null
}

// netlify-redirector ships no types: what this server uses of it, loaded through require.
const redirector: { parseJSON(rules: string, options: object): Promise<RedirectMatcher> } =
  createRequire(import.meta.url)('netlify-redirector')
const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

type Encoding = 'br' | 'gzip'

/** Netlify's default when no `_headers` rule sets one: always revalidate. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
const TEXT = 'text/plain; charset=utf-8'
/** The methods a static site answers, POST being a form submission. */
const METHODS = 'GET, HEAD, POST'

async function loadMatcher(root: string): Promise<RedirectMatcher | null> {
  const file = join(root, '_redirects')
  if (!existsSync(file)) return null
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [file],
    configRedirects: [],
    minimal: false,
  })
  if (errors.length) throw new Error(`_redirects: ${errors.map((e) => e.message).join('; ')}`)
  return redirects.length ? redirector.parseJSON(JSON.stringify(redirects), {}) : null
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim()
  }
  return cookies
}

/** What Netlify hands its matcher as the language: `nf_lang`, else the first Accept-Language tag. */
export function requestLanguage(headers: IncomingHttpHeaders): string {
  const fromCookie = parseCookies(headers.cookie).nf_lang
  if (fromCookie) return fromCookie
  const first = (headers['accept-language'] ?? '').split(',')[0] ?? ''
  return first.trim().slice(0, 2).toLowerCase()
}

function pickEncoding(acceptEncoding = ''): Encoding | null {
  const accepted = (name: Encoding) =>
    acceptEncoding.split(',').some((part) => {
      const [token = '', ...params] = part.trim().split(';')
      return token.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
    })
  if (accepted('br')) return 'br'
  if (accepted('gzip')) return 'gzip'
  return null
}

/** True when `If-None-Match` names `etag` (weak comparison, as for a GET). */
function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/**
 * `edgeRules: false` ignores `_redirects` and answers unknown paths with 404.html, as a plain
 * static host does. `formsDir` receives form submissions (see netlify-forms.ts for its default).
 */
export async function createNetlifyServer({
  root,
  edgeRules = true,
  formsDir,
}: {
  root: string
  edgeRules?: boolean
  formsDir?: string
}): Promise<Server> {
  const base = realpathSync(resolve(root))
  const submitForm = createFormsHandler({ root: base, dir: formsDir })
  const matcher = edgeRules ? await loadMatcher(base) : null
  const headersPath = join(base, '_headers')
  const headerRules = existsSync(headersPath)
    ? parseHeadersFile(readFileSync(headersPath, 'utf8'))
    : []
  // What every answer carries, a bare error included: the site-wide rule's headers.
  const siteWide = headersFor(
    headerRules.filter((rule) => rule.path === '/*'),
    '/',
  )
  const encoded = new Map<string, { mtimeMs: number; size: number; data: Buffer; etag: string }>()

  /** A regular file inside the build folder, reached without leaving it through a link. */
  function servable(candidate: string): boolean {
    try {
      if (!statSync(candidate).isFile()) return false
      const inside = relative(base, realpathSync(candidate))
      if (inside === '' || inside.startsWith('..') || inside.startsWith(sep)) return false
      return !isHiddenPath(`/${inside.split(sep).join('/')}`)
    } catch {
      return false
    }
  }

  function fileFor(pathname: string): string | null {
    if (isHiddenPath(pathname)) return null
    const full = join(base, pathname)
    const candidates = pathname.endsWith('/')
      ? [join(full, 'index.html')]
      : [full, join(full, 'index.html'), `${full}.html`]
    return candidates.find(servable) ?? null
  }

  const compressors: Record<Encoding, (raw: Buffer) => Promise<Buffer>> = {
    br: (raw) => brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: (raw) => gzipped(raw, { level: 9 }),
  }

  /** A file's bytes in one encoding and its ETag, computed once per encoding and version. */
  async function body(file: string, encoding: Encoding | null) {
    const { mtimeMs, size } = statSync(file)
    const key = `${encoding}:${file}`
    const hit = encoded.get(key)
    if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit
    const raw = readFileSync(file)
    const data = encoding ? await compressors[encoding](raw) : raw
    const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 22)
    const entry = { mtimeMs, size, data, etag: `"${hash}${encoding ? `-${encoding}` : ''}"` }
    encoded.set(key, entry)
    return entry
  }

  // Brotli at its best quality takes seconds for the main bundle: pay that for the built assets
  // before the first visitor. A page is compressed when first asked for: doing every page at start
  // kept a site of thousands of song pages from serving for minutes.
  const assets = join(base, 'assets')
  const compressible = existsSync(assets)
    ? readdirSync(assets, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && isCompressible(contentTypeOf(extname(e.name))))
        .map((e) => join(e.parentPath, e.name))
    : []
  await Promise.all(compressible.flatMap((f) => [body(f, 'br'), body(f, 'gzip')]))

  /** The headers of a short text answer that names no file: an error or a refusal. */
  const plainHeaders = (text: string, extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders => ({
    ...siteWide,
    'Cache-Control': DEFAULT_CACHE_CONTROL,
    'Content-Type': TEXT,
    'Content-Length': Buffer.byteLength(text),
    ...extra,
  })

  function plain(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    text: string,
    extra: OutgoingHttpHeaders = {},
  ): void {
    // The status line's text is this status's, whatever an earlier attempt at an answer set.
    res.writeHead(status, STATUS_CODES[status], plainHeaders(text, extra))
    res.end(req.method === 'HEAD' ? undefined : text)
  }

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    ruleHeaders: Record<string, string>,
    file: string | null,
  ): Promise<void> {
    // A cache may keep only what exists: an error answer revalidates, whatever the path's rules say.
    const headers =
      status >= 400 ? { ...ruleHeaders, 'Cache-Control': DEFAULT_CACHE_CONTROL } : ruleHeaders
    if (!file) return plain(req, res, status, 'Not Found\n', headers)
    // A rule's type wins over the extension's, as on Netlify (the feeds: `.xml` served as Atom).
    const type = headers['Content-Type'] ?? contentTypeOf(extname(file))
    const encoding = isCompressible(type) ? pickEncoding(req.headers['accept-encoding']) : null
    const { data, etag } = await body(file, encoding)
    const common = {
      ...headers,
      ETag: etag,
      ...(isCompressible(type) ? { Vary: 'Accept-Encoding' } : {}),
    }
    if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, common).end()
      return
    }
    res.writeHead(status, {
      ...common,
      'Content-Type': type,
      'Content-Length': data.length,
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : data)
  }

  function matchRule(req: IncomingMessage, pathname: string, query: string): MatchedRule | null {
    if (!matcher) return null
    const language = requestLanguage(req.headers)
    const cookies = parseCookies(req.headers.cookie)
    return matcher.match({
      scheme: 'http',
      host: 'localhost',
      path: pathForRules(pathname),
      query,
      getHeader: (name) => {
        const key = name.toLowerCase()
        if (key === 'x-language') return language
        if (key === 'x-country') return cookies.nf_country ?? ''
        return String(req.headers[key] ?? '')
      },
      getCookie: (name) => cookies[name] ?? '',
    })
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const target = requestPath(req.url)
    if (!target) return plain(req, res, 400, 'Bad Request\n')
    const { pathname, query } = target
    // Netlify takes a form submission at any path.
    if (req.method === 'POST') {
      const { status, text } = await submitForm(req)
      return plain(req, res, status, text)
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return plain(req, res, 405, 'Method Not Allowed\n', { Allow: METHODS })

    const headers = headersFor(headerRules, pathname)
    headers['Cache-Control'] ??= DEFAULT_CACHE_CONTROL
    const file = fileFor(pathname)
    const rule = matchRule(req, pathname, query)

    // An existing file shadows every rule that is not forced.
    if (rule && (rule.force || !file)) {
      if (/^https?:/i.test(rule.to))
        return plain(req, res, 502, 'Proxy rules are not supported by the preview server\n')
      if (rule.status >= 300 && rule.status < 400) {
        // Netlify passes the query string on to the target of 200, 301 and 302 rules.
        const keepQuery = query && [301, 302].includes(rule.status) && !rule.to.includes('?')
        res.writeHead(rule.status, {
          ...headers,
          Location: locationOf(keepQuery ? `${rule.to}?${query}` : rule.to),
          'Content-Length': 0,
        })
        res.end()
        return
      }
      const to = requestPath(rule.to)
      return send(req, res, rule.status, headers, to && fileFor(to.pathname))
    }
    if (file) return send(req, res, 200, headers, file)
    await send(req, res, 404, headers, edgeRules ? null : fileFor('/404.html'))
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: NodeJS.ErrnoException) => {
      // A client that leaves mid-request (a form sent and the tab closed) is no fault of the
      // server's: one line, and no answer to a connection that is gone.
      if (error.code === 'ECONNRESET' || req.destroyed) {
        console.error(`preview server: a client left before its ${req.method} request ended`)
        return
      }
      console.error(error)
      if (res.headersSent) res.end()
      else plain(req, res, 500, 'Internal Server Error\n')
    })
  })
  // What never reaches `handle` is answered on the socket, with the same headers: a request Node's
  // parser refuses, and a CONNECT (Node would otherwise close the connection without a word).
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400
    const text = `${STATUS_CODES[status]}\n`
    answerOnSocket(socket, status, plainHeaders(text), text)
  })
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    const text = 'Method Not Allowed\n'
    answerOnSocket(socket, 405, plainHeaders(text, { Allow: METHODS }), text)
  })
  return server
}
