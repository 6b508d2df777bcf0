// A static file server that answers the way Netlify serves this site: `_redirects` through Netlify's
// own parser and matcher, files shadowing unforced rules, `_headers`, compression, content types.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { parseAllRedirects } from '@netlify/redirect-parser'
import redirector from 'netlify-redirector'
import { contentTypeOf, isCompressible } from './content-types.mjs'
import { headersFor, parseHeadersFile } from './headers-file.mjs'

/** Netlify's default when no `_headers` rule sets one: always revalidate. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
/** Files Netlify reads as configuration and never serves. */
const CONFIG_FILES = new Set(['/_redirects', '/_headers'])

async function loadMatcher(root) {
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

export function parseCookies(header) {
  const cookies = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim()
  }
  return cookies
}

/** What Netlify hands its matcher as the language: `nf_lang`, else the first Accept-Language tag. */
export function requestLanguage(headers) {
  const fromCookie = parseCookies(headers.cookie).nf_lang
  if (fromCookie) return fromCookie
  const first = (headers['accept-language'] ?? '').split(',')[0] ?? ''
  return first.trim().slice(0, 2).toLowerCase()
}

function pickEncoding(acceptEncoding = '') {
  const accepted = (name) =>
    acceptEncoding.split(',').some((part) => {
      const [token, ...params] = part.trim().split(';')
      return token.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))
    })
  if (accepted('br')) return 'br'
  if (accepted('gzip')) return 'gzip'
  return null
}

/**
 * @param {{ root: string, edgeRules?: boolean }} options `edgeRules: false` ignores `_redirects`
 *   and answers unknown paths with 404.html, as a plain static host does.
 */
export async function createNetlifyServer({ root, edgeRules = true }) {
  const base = resolve(root)
  const matcher = edgeRules ? await loadMatcher(base) : null
  const headersPath = join(base, '_headers')
  const headerRules = existsSync(headersPath)
    ? parseHeadersFile(readFileSync(headersPath, 'utf8'))
    : []
  const encoded = new Map()

  function fileFor(pathname) {
    if (CONFIG_FILES.has(pathname)) return null
    const full = join(base, normalize(pathname))
    if (full !== base && !full.startsWith(base + sep)) return null
    const candidates = pathname.endsWith('/')
      ? [join(full, 'index.html')]
      : [full, join(full, 'index.html'), `${full}.html`]
    return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null
  }

  const compressors = {
    br: promisify((raw, cb) =>
      brotliCompress(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }, cb),
    ),
    gzip: promisify((raw, cb) => gzip(raw, { level: 9 }, cb)),
  }

  /** Compresses a file once per encoding and version, off the main thread. */
  async function body(file, encoding) {
    const { mtimeMs } = statSync(file)
    const key = `${encoding}:${file}`
    const hit = encoded.get(key)
    if (hit && hit.mtimeMs === mtimeMs) return hit.data
    const raw = readFileSync(file)
    const data = encoding ? await compressors[encoding](raw) : raw
    encoded.set(key, { mtimeMs, data })
    return data
  }

  // Brotli at its best quality takes seconds for the main bundle: pay that before the first visitor.
  const compressible = readdirSync(base, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && isCompressible(contentTypeOf(extname(e.name))))
    .map((e) => join(e.parentPath, e.name))
  await Promise.all(compressible.flatMap((f) => [body(f, 'br'), body(f, 'gzip')]))

  async function send(req, res, status, headers, file) {
    if (!file) {
      res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
      res.end(req.method === 'HEAD' ? undefined : 'Not Found\n')
      return
    }
    const type = contentTypeOf(extname(file))
    const encoding = isCompressible(type) ? pickEncoding(req.headers['accept-encoding']) : null
    const data = await body(file, encoding)
    res.writeHead(status, {
      ...headers,
      'Content-Type': type,
      'Content-Length': data.length,
      ...(isCompressible(type) ? { Vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : data)
  }

  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://localhost')
    let pathname
    try {
      pathname = decodeURIComponent(url.pathname)
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request\n')
      return
    }
    const headers = headersFor(headerRules, pathname)
    headers['Cache-Control'] ??= DEFAULT_CACHE_CONTROL
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...headers, Allow: 'GET, HEAD' }).end()
      return
    }

    const file = fileFor(pathname)
    const query = url.search.slice(1)
    const language = requestLanguage(req.headers)
    const cookies = parseCookies(req.headers.cookie)
    const rule = matcher?.match({
      scheme: 'http',
      host: url.hostname,
      path: pathname,
      query,
      getHeader: (name) => {
        const key = name.toLowerCase()
        if (key === 'x-language') return language
        if (key === 'x-country') return cookies.nf_country ?? ''
        return String(req.headers[key] ?? '')
      },
      getCookie: (name) => cookies[name] ?? '',
    })

    // An existing file shadows every rule that is not forced.
    if (rule && (rule.force || !file)) {
      if (/^https?:/i.test(rule.to)) {
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end('Proxy rules are not supported by the preview server\n')
        return
      }
      if (rule.status >= 300 && rule.status < 400) {
        // Netlify passes the query string on to the target of 200, 301 and 302 rules.
        const keepQuery = query && [301, 302].includes(rule.status) && !rule.to.includes('?')
        res.writeHead(rule.status, {
          ...headers,
          Location: keepQuery ? `${rule.to}?${query}` : rule.to,
          'Content-Length': 0,
        })
        res.end()
        return
      }
      await send(
        req,
        res,
        rule.status,
        headers,
        fileFor(new URL(rule.to, 'http://localhost').pathname),
      )
      return
    }
    if (file) return send(req, res, 200, headers, file)
    await send(req, res, 404, headers, edgeRules ? null : fileFor('/404.html'))
  }

  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      console.error(error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      res.end('Internal Server Error\n')
    })
  })
}
