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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the pending state of a slow route load', () => {
  it('appears only after 200 ms, translated, and gives way to the page', async () => {
    await renderRoute('/zh')
    const nav = screen.getByRole('navigation', { name: '主選單' })
    const link = nav.querySelector<HTMLAnchorElement>('a[href="/zh/about"]')
    if (!link) throw new Error('no link to the about page')
    const clickedAt = performance.now()
    fireEvent.click(link)
    await act(() => sleep(120))
    // Checked only when the machine kept to time: a pending state before 200 ms is the bug.
    if (performance.now() - clickedAt < 190) expect(screen.queryByText('載入中…')).toBeNull()
    const pending = await screen.findByText('載入中…')
    expect(performance.now() - clickedAt).toBeGreaterThanOrEqual(200)
    expect(pending.getAttribute('role')).toBe('status')
    gate.open()
    expect(await screen.findByRole('heading', { level: 1, name: 'slow about page' })).toBeVisible()
    expect(screen.queryByText('載入中…')).toBeNull()
  })
})
