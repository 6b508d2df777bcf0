import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { prePaintScript } from '#build-src/prerender/pre-paint-script.ts'
import { entryRedirectTarget } from '#src/i18n/entry-redirect.ts'

import { prerenderTargets } from './prerender-targets.ts'

interface Outcome {
  replacedWith: string | null
  hidden: boolean
}

/** The prerender's copy (unprefixed pages only) and the dev server's (every page). */
const scripts = { page: '', any: '' }
beforeAll(async () => {
  scripts.page = await prePaintScript()
  scripts.any = await prePaintScript({ checksPath: true })
}, 30_000)

/** Runs a built inline script against a fake location, cookie and language list. */
function run(
  script: string,
  pathname: string,
  search: string,
  hash: string,
  cookie: string,
  languages: string[],
): Outcome {
  const outcome: Outcome = { replacedWith: null, hidden: false }
  const location = { pathname, search, hash, replace: (to: string) => (outcome.replacedWith = to) }
  const style = {
    set display(value: string) {
      outcome.hidden = value === 'none'
    },
  }
  const document = { cookie, documentElement: { style } }
  new Function('location', 'document', 'navigator', script)(location, document, { languages })
  return outcome
}

const pathnames = fc.constantFrom(
  '/',
  '/about',
  '/songlist',
  '/about/',
  '/zh/about',
  '/ja',
  '/nope',
  '/fr/about',
)
const tags = fc.constantFrom('zh-TW', 'zh', 'zh-Hant-TW', 'ja', 'ja-JP', 'en-US', 'fr', 'ZH-tw', '')
const cookies = fc.constantFrom(
  '',
  'nf_lang=zh',
  'nf_lang=ja',
  'nf_lang=en',
  'a=1; nf_lang=zh',
  'nf_lang = ja ',
)

describe('the inline pre-paint redirect', () => {
  it('is small, and smaller in the prerendered pages, which leave the path to the prerender', () => {
    expect(scripts.any.length).toBeLessThan(1500)
    expect(scripts.page.length).toBeLessThan(900)
    for (const script of Object.values(scripts)) expect(script).not.toContain('</script')
  })

  it('is put only into pages whose path it would redirect', () => {
    const members = ['/songs/夜に駆ける', '/streams/2024-01-02'] as const
    const paths = prerenderTargets(undefined, members)
      .filter((page) => page.languageRedirect)
      .map((page) => page.url)
    expect(paths).toContain('/songs/夜に駆ける')
    for (const pathname of paths) {
      const zh = { cookie: '', languages: ['zh-TW'] }
      expect(entryRedirectTarget({ pathname, search: '', hash: '' }, zh), pathname).not.toBeNull()
      expect(run(scripts.page, pathname, '', '', '', ['zh-TW']).replacedWith).toBe(`/zh${pathname}`)
    }
  })

  it('decides exactly as entryRedirectTarget does on the dev server, on any path', () => {
    fc.assert(
      fc.property(
        pathnames,
        fc.constantFrom('', '?x=1'),
        fc.constantFrom('', '#top'),
        cookies,
        fc.array(tags, { maxLength: 3 }),
        (pathname, search, hash, cookie, languages) => {
          const expected = entryRedirectTarget({ pathname, search, hash }, { cookie, languages })
          const outcome = run(scripts.any, pathname, search, hash, cookie, languages)
          expect(outcome.replacedWith).toBe(expected)
          expect(outcome.hidden).toBe(expected !== null)
        },
      ),
    )
  })

  it('sends a zh-TW visitor from /about?x=1#top to /zh/about?x=1#top', () => {
    for (const script of Object.values(scripts)) {
      expect(run(script, '/about', '?x=1', '#top', '', ['zh-TW', 'ja']).replacedWith).toBe(
        '/zh/about?x=1#top',
      )
      expect(run(script, '/about', '', '', 'nf_lang=ja', ['zh-TW']).replacedWith).toBeNull()
    }
  })
})
