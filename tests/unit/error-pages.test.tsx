// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { clearAppError, installGlobalErrorHandlers } from '#src/app-shell/errors/app-errors.ts'
import { expectConsole } from '#tests/console.ts'
import { renderRoute } from '#tests/render-route.tsx'

const failure = vi.hoisted(() => ({ error: null as unknown }))

vi.mock('#src/features/about/about-page.tsx', () => ({
  AboutPage: () => {
    if (failure.error) throw failure.error
    return null
  },
}))

describe('the 500 page', () => {
  it('shows status 500 for an error thrown while rendering a route, with a way home', async () => {
    expectConsole('error')
    expectConsole('warn')
    failure.error = new Error('boom')
    await renderRoute('/zh/about')
    expect(await screen.findByRole('heading', { level: 1, name: '伺服器發生錯誤' })).toBeVisible()
    expect(screen.getByText('500')).toBeVisible()
    expect(screen.getByRole('link', { name: '回到首頁' }).getAttribute('href')).toBe('/zh')
  })

  it('shows the status an error carries', async () => {
    expectConsole('error')
    expectConsole('warn')
    failure.error = Object.assign(new Error('unavailable'), { status: 503 })
    await renderRoute('/about')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'サーバーエラーが発生しました' }),
    ).toBeVisible()
    expect(screen.getByText('503')).toBeVisible()
  })

  it('receives uncaught errors and unhandled rejections at app level', async () => {
    failure.error = null
    const uninstall = installGlobalErrorHandlers(window)
    await renderRoute('/')
    expect(screen.queryByText('500')).toBeNull()
    act(() => {
      window.dispatchEvent(
        new PromiseRejectionEvent('unhandledrejection', {
          promise: Promise.resolve(),
          reason: new Error('lost promise'),
        }),
      )
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'サーバーエラーが発生しました' }),
    ).toBeVisible()
    act(() => clearAppError())
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          error: new Error('uncaught'),
          filename: `${window.location.origin}/assets/index-abc.js`,
        }),
      )
    })
    expect(await screen.findByText('500')).toBeVisible()
    act(() => clearAppError())
    uninstall()
  })

  it('leaves the page alone for errors in other origins’ scripts', async () => {
    failure.error = null
    const uninstall = installGlobalErrorHandlers(window)
    await renderRoute('/')
    act(() => {
      window.dispatchEvent(
        new ErrorEvent('error', {
          error: new TypeError('player is null'),
          filename: 'https://www.youtube.com/s/player/abc/www-widgetapi.vflset/www-widgetapi.js',
        }),
      )
      window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }))
    })
    expect(screen.queryByText('500')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible()
    uninstall()
  })
})
