// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderRoute } from '#tests/render-route.tsx'

const again = /開こうとしたページをもう一度読み込む/

describe('the offline page', () => {
  it('links back to the page asked for', async () => {
    await renderRoute(`/offline?from=${encodeURIComponent('/zh/songs/lemon?t=1')}`)
    expect(await screen.findByRole('link', { name: again })).toHaveAttribute(
      'href',
      '/zh/songs/lemon?t=1',
    )
  })

  // Issue 69: the router keeps a parameter its validation leaves out, so the page showed these.
  it.each([
    'https%3A%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    '%2F%09%2Fevil.example',
    '%2F%0A%2Fevil.example',
    '%2F.%2F%2Fevil.example',
    'javascript%3Aalert(1)',
  ])('shows no link for from=%s', async (from) => {
    await renderRoute(`/offline?from=${from}`)
    await screen.findByRole('heading', { level: 1, name: 'オフラインです' })
    expect(screen.queryByRole('link', { name: again })).toBeNull()
    for (const link of screen.getAllByRole<HTMLAnchorElement>('link')) {
      const { hostname, protocol } = new URL(link.href)
      expect(hostname).not.toBe('evil.example')
      expect(protocol).not.toBe('javascript:')
    }
  })
})
