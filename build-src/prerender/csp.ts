import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every .html file under a directory. */
export function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name))
}

/** The text of every classic or module inline <script> (no src) in an HTML document. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs = '', text = ''] = m
    if (/\bsrc\s*=/i.test(attrs)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    if (type && type !== 'module' && type !== 'text/javascript') continue
    scripts.push(text)
  }
  return scripts
}

/** The text of every inline <style> element in an HTML document. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '')
}

/** A CSP source that allows exactly this inline script or style: sha256 of its UTF-8 text, base64. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

export const HASHES_PLACEHOLDER = '{INLINE_SCRIPT_HASHES}'
export const STYLE_HASHES_PLACEHOLDER = '{INLINE_STYLE_HASHES}'

function fillHashes(
  headersText: string,
  placeholder: string,
  directive: string,
  texts: string[],
): string {
  if (!headersText.includes(placeholder)) {
    throw new Error(`_headers has no ${placeholder} in its ${directive}`)
  }
  const sources = [...new Set(texts.map(scriptHashSource))].sort()
  return headersText.replaceAll(placeholder, sources.join(' '))
}

/** Replaces the placeholder in `_headers` with the sorted, de-duplicated hash sources. */
export function fillScriptHashes(headersText: string, scriptTexts: string[]): string {
  return fillHashes(headersText, HASHES_PLACEHOLDER, 'script-src', scriptTexts)
}

/** The same for the inline stylesheets, in style-src. */
export function fillStyleHashes(headersText: string, styleTexts: string[]): string {
  return fillHashes(headersText, STYLE_HASHES_PLACEHOLDER, 'style-src', styleTexts)
}
