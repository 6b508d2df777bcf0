import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { fillStyleHashes, inlineStyles, scriptHashSource, STYLE_HASHES_PLACEHOLDER } from './csp.ts'
import { readStylesheet } from './page-stylesheet.ts'

const page = `<head>
    <script>var theme = 1</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/style-1.css">
    <link rel="modulepreload" crossorigin href="/assets/songlist-1.js">
  </head>`

describe('readStylesheet', () => {
  let dist: string
  afterEach(() => rmSync(dist, { recursive: true, force: true }))
  const distWith = (css: string) => {
    dist = mkdtempSync(join(tmpdir(), 'page-stylesheet-'))
    mkdirSync(join(dist, 'assets'))
    writeFileSync(join(dist, 'assets', 'style-1.css'), css)
    return dist
  }

  it('finds the one stylesheet link and reads its file', () => {
    const { link, css, pieces } = readStylesheet(page, distWith('body{color:red}'))
    expect(link).toBe('<link rel="stylesheet" crossorigin href="/assets/style-1.css">')
    expect(css).toBe('body{color:red}')
    expect(pieces).toEqual([{ text: 'body{color:red}', uses: [], classSets: [[]] }])
  })

  it('refuses a stylesheet that would close the element early, or a page with two or none', () => {
    expect(() => readStylesheet(page, distWith('a::after{content:"</style>"}'))).toThrow(
      /style-1\.css/,
    )
    const twice = page.replace('</head>', '<link rel="stylesheet" href="/assets/b.css"></head>')
    expect(() => readStylesheet(twice, distWith('a{}'))).toThrow(/links 2 built stylesheets/)
    expect(() => readStylesheet('<head></head>', distWith('a{}'))).toThrow(/links 0/)
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
