import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { prePaintScript } from '#build-src/prerender/pre-paint-script.ts'
import { entryRedirectTarget } from '#src/i18n/entry-redirect.ts'

interface Outcome {
  replacedWith: string | null
  hidden: boolean
}

let script = ''
beforeAll(async () => {
  script = await prePaintScript()
}, 30_000)

/** Runs the built inline script against a fake location, cookie and language list. */
function run(
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
  it('is small', () => {
    expect(script.length).toBeLessThan(1500)
    expect(script).not.toContain('</script')
  })

  it('decides exactly as entryRedirectTarget does', () => {
    fc.assert(
      fc.property(
        pathnames,
        fc.constantFrom('', '?x=1'),
        fc.constantFrom('', '#top'),
        cookies,
        fc.array(tags, { maxLength: 3 }),
        (pathname, search, hash, cookie, languages) => {
          const expected = entryRedirectTarget({ pathname, search, hash }, { cookie, languages })
          const outcome = run(pathname, search, hash, cookie, languages)
          expect(outcome.replacedWith).toBe(expected)
          expect(outcome.hidden).toBe(expected !== null)
        },
      ),
    )
  })

  it('sends a zh-TW visitor from /about?x=1#top to /zh/about?x=1#top', () => {
    expect(run('/about', '?x=1', '#top', '', ['zh-TW', 'ja']).replacedWith).toBe(
      '/zh/about?x=1#top',
    )
    expect(run('/about', '', '', 'nf_lang=ja', ['zh-TW']).replacedWith).toBeNull()
  })
})
