// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { renderRoute } from '#tests/render-route.tsx'

// The about page's code (its own route chunk) arrives only when the test opens the gate.
const gate = vi.hoisted(() => {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open: () => open() }
})

vi.mock('#src/features/about/about-page.tsx', async () => {
  await gate.opened
  return { AboutPage: () => <h1>slow about page</h1> }
})

describe('the pending state of a slow route load', () => {
  it('appears only after 200 ms, translated, and gives way to the page', async () => {
    await renderRoute('/zh')
    const nav = screen.getByRole('navigation', { name: '主選單' })
    const link = nav.querySelector<HTMLAnchorElement>('a[href="/zh/about"]')
    if (!link) throw new Error('no link to the about page')
    const realTimeout = globalThis.setTimeout
    // The page's own clock: the machine's speed cannot move the 200 ms bound.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'performance'] })
    fireEvent.click(link)
    await act(() => vi.advanceTimersByTimeAsync(199))
    expect(screen.queryByText('載入中…')).toBeNull()
    // The router's own steps after the click import the page's code for real, which takes longer
    // when the test runs alone (nothing transformed yet): the page's clock goes on in steps of 10
    // ms, each after as long a real wait, up to two seconds.
    for (let clock = 199; clock < 2_000 && !screen.queryByText('載入中…'); clock += 10) {
      await act(() => vi.advanceTimersByTimeAsync(10))
      await new Promise((next) => realTimeout(next, 10))
    }
    expect(screen.getByText('載入中…').getAttribute('role')).toBe('status')
    vi.useRealTimers()
    gate.open()
    expect(await screen.findByRole('heading', { level: 1, name: 'slow about page' })).toBeVisible()
    expect(screen.queryByText('載入中…')).toBeNull()
  })
})
