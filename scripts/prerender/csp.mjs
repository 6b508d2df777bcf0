import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every .html file under a directory. */
export function htmlFilesIn(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
}

/** The text of every classic or module inline <script> (no src) in an HTML document. */
export function inlineScripts(html) {
  const scripts = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]
    if (/\bsrc\s*=/i.test(attrs)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript') continue
    scripts.push(m[2])
  }
  return scripts
}

/** A CSP source that allows exactly this inline script: sha256 of its UTF-8 text, base64. */
export function scriptHashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export const HASHES_PLACEHOLDER = '{INLINE_SCRIPT_HASHES}'

/** Replaces the placeholder in `_headers` with the sorted, de-duplicated hash sources. */
export function fillScriptHashes(headersText, scriptTexts) {
  if (!headersText.includes(HASHES_PLACEHOLDER)) {
    throw new Error(`_headers has no ${HASHES_PLACEHOLDER} in its script-src`)
  }
  const sources = [...new Set(scriptTexts.map(scriptHashSource))].sort()
  return headersText.replaceAll(HASHES_PLACEHOLDER, sources.join(' '))
}
