// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { contentParts } from 'virtual:content'
import { describe, expect, it } from 'vitest'

import { recentStreamLimit } from '#src/shared/song-data/stream-timeline.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import { renderRoute } from '#tests/render-route.tsx'
import { contentStreams } from '#tests/support/content-streams.ts'

// The page shows the content under test: what it must show is read from the same content, as the
// build serves it in each language.
const streams = contentStreams()
const [site, about] = await Promise.all([contentParts.site.zh(), contentParts.about.zh()])
const { milestones } = await contentParts.about.ja()

describe('about page', () => {
  it('shows the birthday through its message, in each language', async () => {
    await renderRoute('/zh/about')
    const { month, day } = site.profile.birthday
    const note = site.profile.birthdayNote
    const birthday = `${month}月${day}日`
    expect(await screen.findByText(note ? `${birthday}（${note}）` : birthday)).toBeVisible()
  })

  it('lists the history oldest first, with a <time> for each entry', async () => {
    await renderRoute('/about')
    const history = await screen.findByRole('region', { name: '活動の歩み' })
    // The timeline's own list, not the links to the years' recaps after it.
    const [timelineList] = within(history).getAllByRole('list')
    const items = within(timelineList as HTMLElement).getAllByRole('listitem')
    const dates = items.map((li) => li.querySelector('time')?.getAttribute('datetime') ?? '')
    expect([...dates].sort()).toEqual(dates)
    // The milestones and the dated streams: the latest one by one, the older ones summed up in one
    // entry at the first of them.
    const streamDays = streams
      .filter((s) => s.showList && s.showDate)
      .map((s) => parseStreamDate(s.date) ?? s.date)
    const listedOneByOne = streamDays.slice(Math.max(0, streamDays.length - recentStreamLimit))
    const summedUp = streamDays.length > recentStreamLimit ? streamDays.slice(0, 1) : []
    expect(dates).toEqual([...milestones.map((m) => m.date), ...summedUp, ...listedOneByOne].sort())
  })

  it('credits each artwork and carries the permission notice', async () => {
    await renderRoute('/zh/about')
    const design = await screen.findByRole('region', { name: '設計' })
    const images = within(design).queryAllByRole('img')
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(about.artworks.map((a) => a.alt))
    for (const img of images) expect(img.getAttribute('alt')?.trim()).not.toBe('')
    // The gallery is far below the fold; the profile art above it is the page's largest paint.
    for (const img of images) expect(img.getAttribute('loading')).toBe('lazy')
    const profileArt = screen.getByRole('region', { name: '個人資料' }).querySelector('img')
    expect(profileArt?.getAttribute('loading')).toBeNull()
    expect(within(design).getByText(site.notices.images)).toBeVisible()
    for (const person of about.people) {
      expect(within(design).getAllByText(person.name).length).toBeGreaterThan(0)
    }
  })
})
