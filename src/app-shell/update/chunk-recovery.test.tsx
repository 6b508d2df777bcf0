// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { expectConsole } from '#tests/console.ts'
import { patience } from '#tests/patience.ts'
import { renderRoute } from '#tests/render-route.tsx'

import { installChunkErrorHandling, isChunkLoadError } from './chunk-error.ts'
import type * as LoadDocumentModule from './load-document.ts'
import { loadDocument } from './load-document.ts'

const failure = vi.hoisted(() => ({ error: null as unknown }))

vi.mock('#src/features/about/about-page.tsx', () => ({
  AboutPage: () => {
    if (failure.error) throw failure.error
    return <h1>about</h1>
  },
}))

// The page load itself is what jsdom cannot do; the test sees each one the page asks for.
vi.mock('./load-document.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof LoadDocumentModule>()),
  loadDocument: vi.fn(),
}))
const reloads = vi.mocked(loadDocument)

/** What the guard records when it allows an automatic reload at `at`. */
const reloadedAt = (at: number) => JSON.stringify({ at, open: true })

function chunkError() {
  return new TypeError(
    'Failed to fetch dynamically imported module: http://localhost/assets/about-x1.js',
  )
}

beforeEach(() => {
  sessionStorage.clear()
  reloads.mockClear()
})
afterEach(() => {
  failure.error = null
})

describe('a chunk that failed to load, on the error page', () => {
  it('reloads the page once and shows a short notice meanwhile', async () => {
    expectConsole('error')
    expectConsole('warn')
    failure.error = chunkError()
    await renderRoute('/about')
    expect(await screen.findByText('最新のページを読み込み直しています…')).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'サーバーエラーが発生しました' })).toBeNull()
    await vi.waitFor(() => expect(reloads).toHaveBeenCalledOnce(), patience)
    // jsdom's address bar stays at '/' under the memory history, so the target is loaded anew.
    expect(reloads).toHaveBeenCalledWith(new URL('/about', window.location.href).href, 'assign')
    expect(JSON.parse(sessionStorage.getItem('app-update:reload:/about') ?? '')).toMatchObject({
      open: true,
    })
  })

  it('shows the error page with a retry button when the guard refuses', async () => {
    expectConsole('error')
    expectConsole('warn')
    sessionStorage.setItem('app-update:reload:/about', reloadedAt(Date.now() - 2_000))
    failure.error = chunkError()
    await renderRoute('/about')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'サーバーエラーが発生しました' }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeVisible()
    expect(reloads).not.toHaveBeenCalled()
  })

  it('offers the retry in Chinese on a Chinese page', async () => {
    expectConsole('error')
    expectConsole('warn')
    sessionStorage.setItem('app-update:reload:/zh/about', reloadedAt(Date.now()))
    failure.error = chunkError()
    await renderRoute('/zh/about')
    const alert = (await screen.findByRole('button', { name: '重新載入' })).closest('[role=alert]')
    expect(alert?.textContent).toContain('頁面有部分內容無法載入。請確認網路連線後再試一次。')
  })

  it('keys the guard by path: a recent reload of another page does not refuse this one', async () => {
    expectConsole('error')
    expectConsole('warn')
    sessionStorage.setItem('app-update:reload:/songlist', reloadedAt(Date.now()))
    failure.error = chunkError()
    await renderRoute('/about')
    expect(await screen.findByText('最新のページを読み込み直しています…')).toBeVisible()
    await vi.waitFor(() => expect(reloads).toHaveBeenCalledOnce(), patience)
  })

  it('leaves other errors to the plain error page, with no retry and no reload', async () => {
    expectConsole('error')
    expectConsole('warn')
    failure.error = new Error('boom')
    await renderRoute('/about')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'サーバーエラーが発生しました' }),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: '再読み込み' })).toBeNull()
    expect(reloads).not.toHaveBeenCalled()
    expect(sessionStorage.length).toBe(0)
  })
})

describe("Vite's preload error", () => {
  it('marks the error as a chunk failure and keeps the router from reloading on its own', () => {
    const uninstall = installChunkErrorHandling(window)
    const error = new Error('Unable to preload CSS for /assets/songlist-x.css')
    const odd = new Error('something a browser may say one day')
    expect(isChunkLoadError(odd)).toBe(false)
    for (const payload of [error, odd]) {
      window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload }))
    }
    expect(isChunkLoadError(error)).toBe(true)
    expect(isChunkLoadError(odd)).toBe(true)
    expect(sessionStorage.getItem(`tanstack_router_reload:${odd.message}`)).toBe('1')
    uninstall()
  })

  it('recognises the messages browsers give a failed dynamic import', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/a.js',
      'error loading dynamically imported module: https://x/a.js',
      'Importing a module script failed.',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true)
    }
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false)
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false)
  })
})
