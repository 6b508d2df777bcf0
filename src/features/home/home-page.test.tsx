// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderRoute } from '#tests/render-route.tsx'
import { contentStreamNames, contentStreams } from '#tests/support/content-streams.ts'
import { fanTag, singerName } from '#tests/support/content-under-test.ts'

const streams = contentStreams()

// The stream files are read oldest first, so the latest listed stream is the last listed entry.
const listed = streams.filter((s) => s.showList)
const latest = listed.at(-1)
// Its page's address is its file's name without `.json`.
const latestSlug = latest && contentStreamNames()[streams.indexOf(latest)]?.replace(/\.json$/, '')

describe('home page', () => {
  it('introduces the singer with ways into the song list and the profile', async () => {
    await renderRoute('/zh')
    expect(await screen.findByRole('heading', { level: 1, name: singerName.zh })).toBeVisible()
    expect(screen.getByRole('link', { name: '查看歌單' }).getAttribute('href')).toBe('/zh/songlist')
    expect(screen.getByRole('link', { name: '查看個人資料' }).getAttribute('href')).toBe(
      '/zh/about',
    )
    expect(screen.getByText(fanTag).getAttribute('translate')).toBe('no')
  })

  it('shows archive figures taken from the song data', async () => {
    await renderRoute('/')
    const glance = await screen.findByRole('region', { name: '歌枠アーカイブ' })
    const figure = (label: string) => {
      const term = within(glance).getByText(label)
      return term.nextElementSibling?.textContent ?? ''
    }
    expect(figure('歌枠の回数')).toBe(`${listed.length} 回`)
    expect(figure('歌った曲')).toContain(`のべ ${listed.flatMap((s) => s.songList).length} 曲`)
    expect(latest).toBeDefined()
    expect(figure('最新の歌枠')).toContain(latest?.streamName)
    expect(
      within(glance).getByRole('link', { name: latest?.streamName }).getAttribute('href'),
    ).toBe(`/streams/${latestSlug}`)
    const [year, month, day] = (latest?.date ?? '').split('/').map(Number)
    expect(glance.querySelector('time')?.getAttribute('datetime')).toBe(
      `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    )
  })

  it('links the latest stream to its page, in the Chinese URL form under /zh', async () => {
    await renderRoute('/zh')
    const glance = await screen.findByRole('region', { name: '歌回存檔' })
    expect(
      within(glance).getByRole('link', { name: latest?.streamName }).getAttribute('href'),
    ).toBe(`/zh/streams/${latestSlug}`)
  })

  it('links the notice strip to the full notices in the footer', async () => {
    await renderRoute('/ja')
    const strip = await screen.findByRole('complementary', { name: 'お知らせ' })
    expect(within(strip).getByRole('link', { name: 'お知らせを読む' }).getAttribute('href')).toBe(
      '#site-notices',
    )
    expect(document.getElementById('site-notices')?.closest('footer')).toBeInTheDocument()
  })
})
