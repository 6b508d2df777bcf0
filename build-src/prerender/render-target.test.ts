import type { Manifest } from 'vite'
import { describe, expect, it } from 'vitest'

import type { RenderedPage } from '#src/entry-server.tsx'
import type { PrerenderTarget } from '#src/shared/seo/prerender-targets.ts'

import { parseStylesheet } from './critical-css.ts'
import { renderTarget } from './render-target.ts'
import { PRELOAD_SCRIPT } from './route-assets.ts'

const link = '<link rel="stylesheet" crossorigin href="/assets/site.css">'
const stylesheet = 'main{margin:0}.about{color:red}.songs{color:blue}'
const frame = {
  template: `<!doctype html><html lang="ja"><head><meta charset="UTF-8" />
<script type="module" src="/assets/index.js"></script>${link}</head><body><div id="root"></div></body></html>`,
  manifest: {
    'src/routes/{-$locale}/about.tsx': { file: 'assets/about.js', css: ['assets/about.css'] },
  } satisfies Manifest,
  redirectScript: 'go()',
  stylesheet: { link, css: stylesheet, pieces: parseStylesheet(stylesheet) },
}
const page: PrerenderTarget = {
  url: '/about',
  file: 'about/index.html',
  status: 200,
  languageRedirect: false,
  member: false,
}
const rendered: RenderedPage = {
  markup: '<title>About</title><main>hello</main>',
  status: 200,
  lang: 'ja',
  routeIds: ['/{-$locale}/about'],
  catalogs: [],
  contentModules: [],
}
const server = (result: Partial<RenderedPage>) => ({
  renderPage: async (url: string) => ({
    ...rendered,
    markup: `${rendered.markup}<p>${url}</p>`,
    ...result,
  }),
  PRERENDERED_HEAD_ATTR: 'data-h',
  PRERENDERED_PATH_ATTR: 'data-p',
})

describe('renderTarget', () => {
  it("puts the head tags, the route's assets and the markup into the template", async () => {
    const html = await renderTarget(server({}), page, frame)
    expect(html).toContain('<title data-h>About</title>')
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/about.css">')
    expect(html).toContain(`<script data-chunks="about">${PRELOAD_SCRIPT}</script>`)
    expect(html).toContain('<div id="root" data-p="/about"><main>hello</main><p>/about</p></div>')
    expect(html).not.toContain('go()')
  })

  it('inlines the whole stylesheet into a fixed page', async () => {
    const html = await renderTarget(
      server({ markup: '<main class="about">hi</main>' }),
      page,
      frame,
    )
    expect(html).toContain(`<style>${stylesheet}</style>`)
    expect(html).not.toContain(link)
  })

  it("inlines into a collection's page the rules its markup can use, and links the whole file at the end of <body>", async () => {
    const markup = '<main class="about">hi</main>'
    const html = await renderTarget(server({ markup }), { ...page, member: true }, frame)
    expect(html).toContain('<style>main{margin:0}.about{color:red}</style>')
    expect(html).toMatch(new RegExp(`</div>${link}\\s*</body>`))
    expect(html.split('rel="stylesheet" crossorigin href="/assets/site.css"')).toHaveLength(2)
  })

  it('renders a Japanese address percent-encoded, and adds the redirect script when asked', async () => {
    const html = await renderTarget(
      server({}),
      { ...page, url: '/songs/春', languageRedirect: true },
      frame,
    )
    expect(html).toContain(`<p>${encodeURI('/songs/春')}</p>`)
    expect(html).toContain('<script>go()</script>')
  })

  it('refuses a page that rendered with another status, no page, or a failed boundary', async () => {
    await expect(renderTarget(server({ status: 404 }), page, frame)).rejects.toThrow(
      '/about rendered with status 404, expected 200',
    )
    await expect(renderTarget(server({ markup: '<div></div>' }), page, frame)).rejects.toThrow(
      '/about rendered no page',
    )
    await expect(
      renderTarget(server({ markup: '<main><!--$!--></main>' }), page, frame),
    ).rejects.toThrow('part of the page failed to render on the server')
  })
})
