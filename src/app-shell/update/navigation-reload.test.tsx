// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { patience } from '#tests/patience.ts'
import { renderRoute } from '#tests/render-route.tsx'

import { createNavigationReload } from './navigation-reload.ts'

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
}

describe('reload on the next navigation', () => {
  it('leaves in-app navigation alone until armed', async () => {
    const { router } = await renderRoute('/ja')
    const load = vi.fn()
    createNavigationReload(router.history, load)
    fireEvent.click(await screen.findByRole('link', { name: 'プロフィール' }))
    await vi.waitFor(
      () => expect(router.state.resolvedLocation?.pathname).toBe('/ja/about'),
      patience,
    )
    expect(load).not.toHaveBeenCalled()
  })

  it('turns a link click into a full load of the target URL once armed', async () => {
    const { router } = await renderRoute('/zh')
    const load = vi.fn()
    const flag = createNavigationReload(router.history, load)
    flag.arm()
    fireEvent.click(await screen.findByRole('link', { name: '個人資料' }))
    await settle()
    expect(load).toHaveBeenCalledExactlyOnceWith('/zh/about', 'assign')
    expect(router.state.location.pathname).toBe('/zh')
    expect(router.history.location.pathname).toBe('/zh')
  })

  it('keeps search params and uses replace for a replacing navigation', async () => {
    const { router } = await renderRoute('/about')
    const load = vi.fn()
    createNavigationReload(router.history, load).arm()
    void router.navigate({ to: '/{-$locale}/songlist', search: { q: 'abc' }, replace: true })
    await settle()
    expect(load).toHaveBeenCalledExactlyOnceWith('/songlist?q=abc', 'replace')
  })

  it('lets a hash change on the same page through', async () => {
    const { router } = await renderRoute('/about')
    const load = vi.fn()
    createNavigationReload(router.history, load).arm()
    await act(() => router.navigate({ to: '/{-$locale}/about', hash: 'top' }))
    expect(load).not.toHaveBeenCalled()
    expect(router.state.location.hash).toBe('top')
  })

  it('arms only once however many new builds are seen', async () => {
    const { router } = await renderRoute('/about')
    const flag = createNavigationReload(router.history, vi.fn())
    flag.arm()
    flag.arm()
    expect(router.history._getBlockers()).toHaveLength(1)
  })
})
