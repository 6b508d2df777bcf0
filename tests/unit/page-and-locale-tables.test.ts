import { readFileSync } from 'node:fs'
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'

import { type LocaleEntry, locales } from '#src/i18n/locales.ts'
import { pageCollections, pages } from '#src/lib/page-table.ts'
import { createAppRouter } from '#src/router.tsx'
import { prerenderTargets, sitemapEntries } from '#src/shared/seo/prerender-targets.ts'
import { type EdgeRule, edgeRules } from '#tests/support/edge-rules.ts'
import { parseRedirectsText } from '#tests/support/parse-redirects.ts'

/** A `_redirects` text as Netlify's own parser reads it, in the fields the rules are made of. */
async function parseRedirects(text: string): Promise<EdgeRule[]> {
  const { redirects, errors } = await parseRedirectsText(text)
  expect(errors).toEqual([])
  return redirects.map(({ from, to, status, force, conditions }) => ({
    from,
    to,
    status,
    force,
    conditions,
  }))
}

const committedRedirects = readFileSync('_redirects', 'utf8')

describe('the page table', () => {
  it('lists exactly the pages of the route tree', () => {
    const router = createAppRouter(createMemoryHistory())
    const routePages = Object.keys(router.routesById)
      .filter((id) => id.startsWith('/{-$locale}/'))
      .map((id) => id.slice('/{-$locale}'.length))
    expect(routePages.sort()).toEqual(
      [...pages.map((p) => p.path), ...pageCollections.map((c) => c.route)].sort(),
    )
  })
})

describe('the committed _redirects', () => {
  it('holds exactly the rules the page and locale tables imply, in order', async () => {
    expect(await parseRedirects(committedRedirects)).toEqual(edgeRules())
  })

  it('is caught when a rule is missing', async () => {
    const withoutAbout = committedRedirects.replace(/^\/about .*$/m, '')
    expect(await parseRedirects(withoutAbout)).not.toEqual(edgeRules())
  })
})

describe('adding a locale (an in-memory third one, ko)', () => {
  const ko: LocaleEntry = { code: 'ko', tag: 'ko' }
  const withKo = [...locales, ko]
  const added = <T>(all: T[], before: T[]) => all.filter((x) => !before.some((b) => equal(b, x)))
  const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

  it('prerenders each page under /ko and a Korean 404 page, and nothing else new', () => {
    expect(added(prerenderTargets(withKo), prerenderTargets()).map((t) => [t.url, t.file])).toEqual(
      [
        ['/ko', 'ko/index.html'],
        ['/ko/about', 'ko/about/index.html'],
        ['/ko/songlist', 'ko/songlist/index.html'],
        ['/ko/contribute', 'ko/contribute/index.html'],
        ['/ko/mylist', 'ko/mylist/index.html'],
        ['/ko/offline', 'ko/offline/index.html'],
        ['/ko/404.html', 'ko/404.html'],
      ],
    )
  })

  it('lists the Korean pages in the sitemap, and a ko alternate on every entry', () => {
    const entries = sitemapEntries('https://fans.example', withKo)
    expect(entries.map((e) => e.loc).filter((loc) => loc.includes('/ko'))).toEqual([
      'https://fans.example/ko/',
      'https://fans.example/ko/about',
      'https://fans.example/ko/songlist',
      'https://fans.example/ko/contribute',
      'https://fans.example/ko/mylist',
    ])
    for (const entry of entries) {
      expect(entry.alternates.map((a) => a.hreflang)).toEqual(['ja', 'zh-Hant', 'ko', 'x-default'])
    }
  })

  it('needs these _redirects lines, and the committed file then agrees', async () => {
    const koLines = [
      '/           /ko/           302!  Language=ko',
      '/about      /ko/about      302!  Language=ko',
      '/songlist   /ko/songlist   302!  Language=ko',
      '/contribute /ko/contribute 302!  Language=ko',
      '/mylist     /ko/mylist     302!  Language=ko',
      '/offline    /ko/offline    302!  Language=ko',
      '/songs/*    /ko/songs/:splat   302!  Language=ko',
      '/streams/*  /ko/streams/:splat 302!  Language=ko',
      '/recap/*    /ko/recap/:splat   302!  Language=ko',
    ].join('\n')
    const withKoLines = committedRedirects
      .replace(/^(\/recap\/\* .*Language=zh)$/m, `$1\n${koLines}`)
      .replace(/^(\/zh\/\* .*)$/m, `$1\n/ko/*       /ko/404.html   404`)
    expect(await parseRedirects(committedRedirects)).not.toEqual(edgeRules(withKo))
    expect(await parseRedirects(withKoLines)).toEqual(edgeRules(withKo))
  })
})
