// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import type * as UseContent from '#src/shared/content/use-content.ts'
import { renderRoute } from '#tests/render-route.tsx'

const sort = vi.hoisted(() => ({ value: undefined as 'title' | 'oldest' | undefined }))

// The content under test, with the request list's order a fan group may set in `site.ts`.
vi.mock('#src/shared/content/use-content.ts', async (importOriginal) => {
  const real = await importOriginal<typeof UseContent>()
  return {
    ...real,
    useSiteContent: () => {
      const content = real.useSiteContent()
      return { ...content, site: { ...content.site, requestListSort: sort.value } }
    },
  }
})

const requestLink = async () =>
  (await screen.findByRole('link', { name: /^リクエストできる/ })).getAttribute('href')

describe('the request link', () => {
  it('lists every song by title unless the content says otherwise', async () => {
    sort.value = undefined
    await renderRoute('/')
    expect(await requestLink()).toBe('/songlist?view=songs&sort=title')
  })

  it('opens on the songs not sung for the longest when the content asks for it', async () => {
    sort.value = 'oldest'
    await renderRoute('/')
    expect(await requestLink()).toBe('/songlist?view=songs&sort=oldest')
  })
})
