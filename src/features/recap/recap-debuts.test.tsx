// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderRoute } from '#tests/render-route.tsx'

import { debutsShown } from './recap-debuts.tsx'

// The sample archive's streams are all in 2025, its first year: every song it holds debuted then.
async function debutsOf(url: string, heading: RegExp, stat: string) {
  await renderRoute(url)
  const section = await screen.findByRole('region', { name: heading })
  const total = screen.getByText(stat, { selector: 'dt' }).nextElementSibling
  const count = Number(total?.querySelector('.stat__value')?.textContent?.replace(/\D/g, ''))
  const [shown, folded] = within(section).getAllByRole('list')
  return { section, count, shown: shown as HTMLElement, folded: folded as HTMLElement }
}

describe("a year's debuts on its recap", () => {
  it('lists as many songs as the year has debuts, the first few open and the rest folded', async () => {
    const { section, count, shown, folded } = await debutsOf(
      '/recap/2025',
      /^2025年に初披露した曲$/,
      '初披露',
    )
    expect(count).toBeGreaterThan(debutsShown)
    expect(within(shown).getAllByRole('listitem')).toHaveLength(debutsShown)
    expect(within(folded).getAllByRole('listitem')).toHaveLength(count - debutsShown)
    expect(folded.getAttribute('start')).toBe(String(debutsShown + 1))
    expect(within(section).getByText(`ほか${count - debutsShown}曲`).tagName).toBe('SUMMARY')
    const first = within(shown).getAllByRole('link')[0]
    expect(first?.getAttribute('href')).toMatch(/^\/songs\//)
  })

  it('speaks Chinese and keeps the Chinese URL form under /zh', async () => {
    const { section, count, shown } = await debutsOf(
      '/zh/recap/2025',
      /^2025 年首次演唱的歌$/,
      '首次演唱',
    )
    expect(within(section).getByText(`其他 ${count - debutsShown} 首`).tagName).toBe('SUMMARY')
    expect(within(shown).getAllByRole('link')[0]?.getAttribute('href')).toMatch(/^\/zh\/songs\//)
  })
})
