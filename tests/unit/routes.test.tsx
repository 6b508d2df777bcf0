// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderRoute } from '#tests/render-route.tsx'
import { aboutHeading, singerName } from '#tests/support/content-under-test.ts'

const pages = [
  { path: '', ...singerName },
  { path: '/about', ...aboutHeading },
  { path: '/songlist', ja: '歌リスト', zh: '歌單' },
  { path: '/contribute', ja: 'セトリを送る', zh: '提交歌單' },
  { path: '/mylist', ja: 'マイリスト', zh: '我的清單' },
]

const cases = pages.flatMap((p) => [
  { url: p.path || '/', heading: p.ja, lang: 'ja' },
  { url: `/ja${p.path}`, heading: p.ja, lang: 'ja' },
  { url: `/zh${p.path}`, heading: p.zh, lang: 'zh-Hant' },
])

describe('every page under each URL form', () => {
  it.each(cases)('$url renders its page in $lang', async ({ url, heading, lang }) => {
    const { router } = await renderRoute(url)
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible()
    expect(document.documentElement.lang).toBe(lang)
    expect(router.state.location.pathname).toBe(url)
  })

  it('keeps navigation inside the current URL form', async () => {
    await renderRoute('/zh/about')
    const nav = await screen.findByRole('navigation', { name: '主選單' })
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/zh', '/zh/about', '/zh/songlist', '/zh/contribute'])
    expect(screen.getByRole('link', { name: '我的清單' }).getAttribute('href')).toBe('/zh/mylist')
  })

  it('links the language switch to the same page in each prefixed form, keeping search', async () => {
    await renderRoute('/songlist?q=abc')
    const sw = await screen.findByRole('navigation', { name: '言語' })
    expect(screen.getByRole('link', { name: 'JAPANESE' }).getAttribute('href')).toBe(
      '/ja/songlist?q=abc',
    )
    expect(sw.querySelector('a[lang="zh-Hant"]')?.getAttribute('href')).toBe('/zh/songlist?q=abc')
  })
})

describe('error pages', () => {
  it.each([
    { url: '/nope', title: 'ページが見つかりません', text: 'ページが見つかりません: /nope' },
    {
      url: '/fr/about',
      title: 'ページが見つかりません',
      text: 'ページが見つかりません: /fr/about',
    },
    { url: '/zh/nope', title: '找不到頁面', text: '找不到頁面：/zh/nope' },
  ])('$url shows the 404 page in the locale of its prefix', async ({ url, title, text }) => {
    await renderRoute(url)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible()
    expect(screen.getByText(text)).toBeVisible()
  })
})
