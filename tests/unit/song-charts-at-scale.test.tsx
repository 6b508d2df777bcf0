// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { generateArchive } from '#bench/generate-streams.ts'
import { slowTest } from '#tests/patience.ts'
import { renderRoute } from '#tests/render-route.tsx'

// The song list of the generated 10,000-performance archive (`bench:data`'s), packed without
// search aids: the charts do not read them.
vi.mock('virtual:song-data/packed-song-list', async () => {
  const { generateArchive } = await import('#bench/generate-streams.ts')
  const { buildSongListData } = await import('#src/shared/song-data/song-list-build.ts')
  const { packSongList } = await import('#src/shared/song-data/song-list-pack.ts')
  return { packedSongList: packSongList(buildSongListData(generateArchive(10_000))) }
})

// What the charts must show, counted here from the raw streams.
const raw = generateArchive(10_000)
const perMonth = new Map<string, number>()
const perDay = new Map<string, number>()
for (const stream of raw) {
  if (!stream.showList || !stream.showDate) continue
  const [year, month, day] = stream.date.split('/').map(Number)
  const dated = stream.songList.filter((song) => song.showDate).length
  const monthKey = `${year}年${month}月`
  const dayKey = `${monthKey}${day}日`
  perMonth.set(monthKey, (perMonth.get(monthKey) ?? 0) + dated)
  perDay.set(dayKey, (perDay.get(dayKey) ?? 0) + dated)
}
const years = raw.map((s) => Number(s.date.slice(0, 4)))
const yearSpan = Math.max(...years) - Math.min(...years) + 1

// The documented bound (docs/song-list.md): the month chart at most 24 elements, the two ranked
// lists 20, and each calendar year 27. None of it depends on the number of performances.
const maxSvgElements = 24 + 20 + 27 * yearSpan

const number = (text: string | null) => Number(text?.replaceAll(',', ''))

describe('statistics charts of 10,000 performances', slowTest, () => {
  it('count every month and day right with a bounded number of SVG elements', async () => {
    await renderRoute('/songlist')
    await screen.findByRole('heading', { level: 1, name: '歌リスト' })
    const stats = screen.getByRole('region', { name: '統計' })
    await userEvent.click(within(stats).getByRole('heading', { level: 2 }))
    // The date charts load on the panel's first opening.
    await within(stats).findByRole('figure', { name: '月ごとの歌唱数' })

    const monthRows = within(within(stats).getByRole('table', { name: '月ごとの歌唱数' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [row.children[0]?.textContent ?? '', number(row.children[1]!.textContent)])
    const shown = new Map(monthRows as [string, number][])
    for (const [month, count] of perMonth) expect(shown.get(month), month).toBe(count)
    // Months between streams are there as 0, and nothing else is.
    expect([...shown.values()].reduce((a, b) => a + b, 0)).toBe(10_000)
    expect(monthRows.filter(([, count]) => count === 0).length).toBe(
      monthRows.length - perMonth.size,
    )

    const dayCells = within(within(stats).getByRole('table', { name: '配信カレンダー' }))
      .getAllByRole('row')
      .slice(1)
      .flatMap((row) =>
        (row.children[1]?.textContent ?? '').split('、').map((day) => {
          const [, date, songs] = /^(\d+日)（([\d,]+)曲）$/.exec(day) ?? []
          return [`${row.children[0]?.textContent}${date}`, number(songs ?? null)] as const
        }),
      )
    expect(new Map(dayCells)).toEqual(perDay)
    const drawnDays = [...stats.querySelectorAll('path[class^="stats-calendar__level-"]')]
      .map((path) => path.getAttribute('d')?.match(/M/g)?.length ?? 0)
      .reduce((a, b) => a + b, 0)
    expect(drawnDays).toBe(perDay.size)

    const svgElements = stats.querySelectorAll('svg, svg *').length
    expect(svgElements).toBeGreaterThan(0)
    expect(svgElements).toBeLessThanOrEqual(maxSvgElements)
  })
})
