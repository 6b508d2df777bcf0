import { expect, test } from './fixtures.ts'

// The header on a phone (issue 37): every page is one tap from the setlist form and マイリスト
// (issue 35), the language on is marked by more than colour, and every control in the header fits
// a thumb.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const pages = [
  {
    url: '/',
    menu: 'メインメニュー',
    languages: '言語',
    contribute: '協力',
    myList: 'マイリスト',
    on: 'JAPANESE',
  },
  {
    url: '/zh/about',
    menu: '主選單',
    languages: '語言',
    contribute: '協助',
    myList: '我的清單',
    on: '繁中',
  },
]

for (const { url, menu, languages, contribute, myList, on } of pages) {
  test(`${url}: Contribute in the menu, the language on ticked, every header control 44 px`, async ({
    page,
  }) => {
    await page.goto(url)
    const nav = page.getByRole('navigation', { name: menu })
    await expect(nav.getByRole('link', { name: contribute })).toHaveAttribute(
      'href',
      url.startsWith('/zh') ? '/zh/contribute' : '/contribute',
    )
    // マイリスト is a star beside the switches: a fifth tab would not fit the row.
    await expect(page.getByRole('banner').getByRole('link', { name: myList })).toHaveAttribute(
      'href',
      url.startsWith('/zh') ? '/zh/mylist' : '/mylist',
    )
    const switcher = page.getByRole('navigation', { name: languages })
    // `true` names the language of the page; the router makes it `page` when the link is this URL.
    const current = switcher.locator('a[aria-current]')
    await expect(current).toHaveText(on)
    const mark = (link: typeof current) =>
      link.evaluate((el) => getComputedStyle(el, '::before').content)
    expect(await mark(current)).toContain('✓')
    for (const other of await switcher.locator('a:not([aria-current])').all()) {
      expect(await mark(other)).toBe('none')
    }
    const controls = page.locator('header a, header button')
    for (const control of await controls.all()) {
      const box = await control.boundingBox()
      const name = await control.innerText()
      expect(box?.height, name).toBeGreaterThanOrEqual(44)
      expect(box?.width, name).toBeGreaterThanOrEqual(44)
    }
    // The four tabs stay in one row.
    const tops = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
    expect(new Set(tops).size).toBe(1)
  })
}
