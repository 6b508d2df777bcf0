import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { fillStyleHashes, inlineStyles, scriptHashSource, STYLE_HASHES_PLACEHOLDER } from './csp.ts'
import { inlineStylesheets } from './inline-css.ts'

const page = `<head>
    <script>var theme = 1</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
    <link rel="modulepreload" crossorigin href="/assets/songlist-1.js">
  </head>`

describe('inlineStylesheets', () => {
  let dist: string
  afterEach(() => rmSync(dist, { recursive: true, force: true }))
  const distWith = (css: string) => {
    dist = mkdtempSync(join(tmpdir(), 'inline-css-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'assets', 'style-1.css'), css)
    return dist
  }

  it('replaces the stylesheet link with the file in a <style> and says which file it took', () => {
    const { html, files } = inlineStylesheets(page, distWith('body{color:red}'))
    expect(html).toContain('<style>body{color:red}</style>')
    expect(html).not.toContain('rel="stylesheet"')
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">')
    expect(files).toEqual(['assets/style-1.css'])
  })

  it('refuses a stylesheet that would close the element early', () => {
    expect(() => inlineStylesheets(page, distWith('a::after{content:"</style>"}'))).toThrow(
      /style-1\.css/,
    )
  })
})

describe('style hashes', () => {
  it('finds every inline <style> and fills the style-src placeholder', () => {
    const html = '<style>a{}</style><p>x</p><style media="print">b{}</style>'
    expect(inlineStyles(html)).toEqual(['a{}', 'b{}'])
    const out = fillStyleHashes(`style-src 'self' ${STYLE_HASHES_PLACEHOLDER};`, ['b{}', 'a{}'])
    const hashes = [scriptHashSource('a{}'), scriptHashSource('b{}')].sort()
    expect(out).toBe(`style-src 'self' ${hashes.join(' ')};`)
    expect(() => fillStyleHashes("style-src 'self'", [])).toThrow(/INLINE_STYLE_HASHES/)
  })
})
