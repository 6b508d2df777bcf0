import { msg } from '@lingui/core/macro'
import { contentOrigin, contentParts } from 'virtual:content'
import { beforeAll, describe, expect, it } from 'vitest'

import { activateLocale } from '#src/i18n/catalog.ts'
import type { Locale } from '#src/i18n/locales.ts'
import type { SiteContent } from '#src/shared/content/types.ts'

import { memberHead, pageHead } from './page-head.ts'
import { prerenderTargets, sitemapEntries } from './prerender-targets.ts'
import { normalizeOrigin } from './site-origin.ts'

const head = pageHead(
  { title: msg`歌リスト`, description: 'songlist', path: '/songlist' },
  'https://fans.example',
)
const content: Partial<Record<Locale, SiteContent>> = {}
/** What the `{-$locale}` route hands a page in `locale`. */
const page = (locale: Locale) => ({
  match: { context: { locale, content: content[locale]! } },
})
const attr = (tags: Array<Record<string, string | undefined>>, key: string, value: string) =>
  tags.filter((t) => t[key] === value)

describe('pageHead', () => {
  beforeAll(async () => {
    await activateLocale('zh')
    content.ja = await contentParts.site.ja()
    content.zh = await contentParts.site.zh()
  })

  it('gives a Chinese page its own canonical URL, translated text and all alternates', () => {
    const { meta, links } = head(page('zh'))
    const { site } = content.zh!
    expect(meta[0]).toEqual({ title: `歌單 | ${site.name}` })
    expect(attr(meta, 'name', 'description')[0]?.content).toBe(site.descriptions.songlist)
    expect(attr(meta, 'property', 'og:image:alt')[0]?.content).toBe(site.shareImage.alt)
    expect(attr(meta, 'property', 'og:url')[0]?.content).toBe('https://fans.example/zh/songlist')
    expect(attr(meta, 'property', 'og:locale')[0]?.content).toBe('zh_TW')
    expect(attr(meta, 'property', 'og:image')[0]?.content).toBe('https://fans.example/og-image.png')
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://fans.example/zh/songlist' },
      { rel: 'alternate', hrefLang: 'ja', href: 'https://fans.example/songlist' },
      { rel: 'alternate', hrefLang: 'zh-Hant', href: 'https://fans.example/zh/songlist' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://fans.example/songlist' },
    ])
  })

  it("gives a song's page its own card, its address percent-encoded", () => {
    const tags = memberHead(
      {
        match: page('ja').match,
        loaderData: {
          head: {
            title: '夜に駆ける / YOASOBI',
            description: 'x',
            path: '/songs/夜に駆ける',
            jsonLd: {},
            image: { path: '/cards/songs/夜に駆ける.png', alt: '夜に駆ける / YOASOBI' },
          },
        },
      },
      'https://fans.example',
    )
    if (!('meta' in tags)) throw new Error('no head tags')
    const meta = tags.meta as Array<Record<string, string | undefined>>
    const card =
      'https://fans.example/cards/songs/%E5%A4%9C%E3%81%AB%E9%A7%86%E3%81%91%E3%82%8B.png'
    expect(attr(meta, 'property', 'og:image')[0]?.content).toBe(card)
    expect(attr(meta, 'property', 'og:image:width')[0]?.content).toBe('1200')
    expect(attr(meta, 'property', 'og:image:height')[0]?.content).toBe('630')
    expect(attr(meta, 'property', 'og:image:alt')[0]?.content).toBe('夜に駆ける / YOASOBI')
  })

  it('names the large card for X and leaves the rest to the Open Graph tags, which X reads', () => {
    const { meta } = head(page('ja'))
    const twitter = meta.filter((t) => t.name?.startsWith('twitter:'))
    expect(twitter).toEqual([{ name: 'twitter:card', content: 'summary_large_image' }])
  })

  it('takes an interface message for a description, in the page language', () => {
    const form = pageHead({ title: msg`歌リスト`, description: msg`歌リスト`, path: '/songlist' })
    const { meta } = form(page('zh'))
    expect(attr(meta, 'name', 'description')[0]?.content).toBe('歌單')
  })

  it('points a Japanese page (/ja/songlist or /songlist) at the unprefixed URL', () => {
    const { links, meta } = head(page('ja'))
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://fans.example/songlist' })
    expect(attr(meta, 'property', 'og:locale')[0]?.content).toBe('ja_JP')
    expect(attr(meta, 'name', 'description')[0]?.content).toBe(
      content.ja!.site.descriptions.songlist,
    )
  })
})

describe('site origin', () => {
  it("defaults to the content's origin, and keeps only the origin of what it is given", () => {
    expect(normalizeOrigin(undefined)).toBe(new URL(contentOrigin).origin)
    expect(normalizeOrigin(' ')).toBe(new URL(contentOrigin).origin)
    expect(normalizeOrigin('https://fans.example/sub/')).toBe('https://fans.example')
    expect(() => normalizeOrigin('not a url')).toThrow()
  })
})

describe('prerender targets', () => {
  it('covers every page under each URL form, unprefixed ones with the language redirect, and both 404 pages (the offline page too, though no sitemap lists it)', () => {
    const targets = prerenderTargets()
    expect(targets.map((t) => [t.url, t.file, t.status, t.languageRedirect])).toEqual([
      ['/', 'index.html', 200, true],
      ['/ja', 'ja/index.html', 200, false],
      ['/zh', 'zh/index.html', 200, false],
      ['/about', 'about/index.html', 200, true],
      ['/ja/about', 'ja/about/index.html', 200, false],
      ['/zh/about', 'zh/about/index.html', 200, false],
      ['/songlist', 'songlist/index.html', 200, true],
      ['/ja/songlist', 'ja/songlist/index.html', 200, false],
      ['/zh/songlist', 'zh/songlist/index.html', 200, false],
      ['/contribute', 'contribute/index.html', 200, true],
      ['/ja/contribute', 'ja/contribute/index.html', 200, false],
      ['/zh/contribute', 'zh/contribute/index.html', 200, false],
      ['/mylist', 'mylist/index.html', 200, true],
      ['/ja/mylist', 'ja/mylist/index.html', 200, false],
      ['/zh/mylist', 'zh/mylist/index.html', 200, false],
      ['/offline', 'offline/index.html', 200, true],
      ['/ja/offline', 'ja/offline/index.html', 200, false],
      ['/zh/offline', 'zh/offline/index.html', 200, false],
      ['/404.html', '404.html', 404, false],
      ['/zh/404.html', 'zh/404.html', 404, false],
    ])
  })

  it('lists each page once per locale in the sitemap', () => {
    expect(sitemapEntries('https://fans.example').map((e) => e.loc)).toEqual([
      'https://fans.example/',
      'https://fans.example/zh/',
      'https://fans.example/about',
      'https://fans.example/zh/about',
      'https://fans.example/songlist',
      'https://fans.example/zh/songlist',
      'https://fans.example/contribute',
      'https://fans.example/zh/contribute',
      'https://fans.example/mylist',
      'https://fans.example/zh/mylist',
    ])
  })
})
