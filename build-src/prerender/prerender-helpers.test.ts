import { describe, expect, it } from 'vitest'

import { fillScriptHashes, HASHES_PLACEHOLDER, inlineScripts, scriptHashSource } from './csp.ts'
import { composeDocument, splitHoistedHead } from './html-document.ts'
import { robotsTxt, sitemapFiles, sitemapXml } from './sitemap.ts'

const template = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <!-- Sets the theme. -->
    <script>var theme = 1</script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`

describe('splitHoistedHead', () => {
  it('takes the leading title, meta and link tags, marked, and leaves the body', () => {
    const { head, body } = splitHoistedHead(
      '<title>T</title><meta name="description" content="d"/><link rel="canonical" href="/x"/><div><title>not head</title></div>',
      'data-h',
    )
    expect(head.split('\n')).toEqual([
      '<title data-h>T</title>',
      '<meta data-h name="description" content="d"/>',
      '<link data-h rel="canonical" href="/x"/>',
    ])
    expect(body).toBe('<div><title>not head</title></div>')
  })
})

describe('composeDocument', () => {
  const doc = composeDocument(template, {
    lang: 'zh-Hant',
    head: '<title>T</title><link rel="preload" as="image" href="/hero.svg"/>',
    assets: '<link rel="modulepreload" crossorigin href="/assets/page.js">',
    body: '<main>hi</main>',
    path: '/zh',
    pathAttr: 'data-p',
    firstScript: 'go()',
  })

  it('sets the language, runs the first script before anything else, and fills #root', () => {
    expect(doc).toContain('<html lang="zh-Hant">')
    expect(doc.indexOf('<script>go()</script>')).toBeLessThan(doc.indexOf('var theme'))
    expect(doc.indexOf('<meta charset')).toBeLessThan(doc.indexOf('go()'))
    expect(doc).toContain('<div id="root" data-p="/zh"><main>hi</main></div>')
  })

  it("puts the page's head tags ahead of the app's scripts, and its assets at the end of <head>", () => {
    const order = ['<title>T', 'rel="preload" as="image"', 'src="/assets/index.js"', 'runtime.js']
    const at = order.map((tag) => doc.indexOf(tag))
    expect(at.every((i) => i > 0)).toBe(true)
    expect([...at].sort((a, b) => a - b)).toEqual(at)
    expect(doc).toMatch(
      /runtime\.js">\s*<link rel="modulepreload" crossorigin href="\/assets\/page\.js">\s*<\/head>/,
    )
  })

  it("leaves out the template's comments, and puts each head tag on a line of its own", () => {
    expect(doc).not.toContain('<!--')
    expect(doc).toContain(
      '<title>T</title><link rel="preload" as="image" href="/hero.svg"/>\n<script',
    )
  })

  it('puts the head tags at the end of <head> when the page has no module script', () => {
    const plain = template.replace(/\s*<script type="module"[^>]*><\/script>/, '')
    const out = composeDocument(plain, {
      lang: 'ja',
      head: '<title>T</title>',
      body: '',
      path: '/',
      pathAttr: 'data-p',
    })
    expect(out).toMatch(/runtime\.js">\s*<title>T<\/title>\s*<\/head>/)
  })

  it('keeps $ patterns in the markup literally', () => {
    const out = composeDocument(template, {
      lang: 'ja',
      head: '',
      body: "$& $' $1",
      path: '/',
      pathAttr: 'data-p',
    })
    expect(out).toContain(`<div id="root" data-p="/">$& $' $1</div>`)
  })

  it('refuses a template that is already prerendered', () => {
    expect(() =>
      composeDocument(doc, { lang: 'ja', head: '', body: '', path: '/', pathAttr: 'data-p' }),
    ).toThrow(/empty <div id="root">/)
  })
})

describe('CSP hashes', () => {
  it('finds classic and module inline scripts, not external or data scripts', () => {
    const html = `<script>a()</script><script type="module">b()</script><script src="/x.js"></script>
      <script type="application/ld+json">{}</script><script type=module crossorigin>c()</script>`
    expect(inlineScripts(html)).toEqual(['a()', 'b()', 'c()'])
  })

  it('hashes the exact UTF-8 text, as browsers do', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHashSource('alert(1)')).toBe(
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    )
    expect(scriptHashSource(' alert(1)')).not.toBe(scriptHashSource('alert(1)'))
  })

  it('fills the placeholder with sorted, unique hashes and fails without one', () => {
    const out = fillScriptHashes(`script-src 'self' ${HASHES_PLACEHOLDER};`, ['b', 'a', 'b'])
    const hashes = [scriptHashSource('a'), scriptHashSource('b')].sort()
    expect(out).toBe(`script-src 'self' ${hashes.join(' ')};`)
    expect(() => fillScriptHashes("script-src 'self'", ['a'])).toThrow(/INLINE_SCRIPT_HASHES/)
  })
})

describe('sitemap and robots', () => {
  it('writes each URL with its alternates, XML-escaped', () => {
    const xml = sitemapXml([
      {
        loc: 'https://x.test/a?b=1&c=2',
        alternates: [{ hreflang: 'ja', href: 'https://x.test/a' }],
      },
    ])
    expect(xml).toContain('<loc>https://x.test/a?b=1&amp;c=2</loc>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="ja" href="https://x.test/a"/>')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })

  it('is one file up to the per-file limit, then an index of parts that hold every URL once', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({
      loc: `https://x.test/songs/${i}`,
      alternates: [],
    }))
    expect(sitemapFiles('https://x.test', entries, 5).map((f) => f.file)).toEqual(['sitemap.xml'])
    const files = sitemapFiles('https://x.test', entries, 2)
    expect(files.map((f) => f.file)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ])
    const [index, ...parts] = files
    expect([...(index?.text ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://x.test/sitemap-1.xml',
      'https://x.test/sitemap-2.xml',
      'https://x.test/sitemap-3.xml',
    ])
    expect(index?.text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    )
    const listed = parts.flatMap((p) =>
      [...p.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
    )
    expect(listed).toEqual(entries.map((e) => e.loc))
    expect(Math.max(...parts.map((p) => p.text.split('<url>').length - 1))).toBe(2)
  })

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://x.test')).toContain('Sitemap: https://x.test/sitemap.xml')
  })
})
