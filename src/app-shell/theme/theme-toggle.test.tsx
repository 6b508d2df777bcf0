// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'

import { renderRoute } from '#tests/render-route.tsx'

import { themeStorageKey } from './theme-store.ts'

afterEach(() => {
  delete document.documentElement.dataset.theme
  localStorage.clear()
})

describe('theme toggle', () => {
  it('is a labelled button that switches, remembers and reports the theme', async () => {
    await renderRoute('/zh')
    const toggle = await screen.findByRole('button', { name: '深色模式' })
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('true')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(localStorage.getItem(themeStorageKey)).toBe('dark')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-pressed')).toBe('false')
    expect(document.documentElement.dataset.theme).toBe('light')
  })

  it("points the browser bar's colour at the chosen theme, whatever the system's", async () => {
    const metas = (['light', 'dark'] as const).map((scheme) => {
      const meta = document.createElement('meta')
      meta.name = 'theme-color'
      meta.media = `(prefers-color-scheme: ${scheme})`
      Object.assign(meta.dataset, { light: '#ffffff', dark: '#12203a' })
      meta.content = meta.dataset[scheme]!
      document.head.append(meta)
      return meta
    })
    await renderRoute('/')
    await userEvent.click(await screen.findByRole('button', { name: 'ダークモード' }))
    expect(metas.map((meta) => meta.content)).toEqual(['#12203a', '#12203a'])
    await userEvent.click(screen.getByRole('button', { name: 'ダークモード' }))
    expect(metas.map((meta) => meta.content)).toEqual(['#ffffff', '#ffffff'])
    metas.forEach((meta) => meta.remove())
  })

  it('starts pressed when the page was painted dark', async () => {
    document.documentElement.dataset.theme = 'dark'
    await renderRoute('/')
    expect(
      (await screen.findByRole('button', { name: 'ダークモード' })).getAttribute('aria-pressed'),
    ).toBe('true')
  })
})
