// The statistics charts on the test archive (tests/fixtures/other-singer): what they draw is
// checked against counts this file works out from the archive's stream files.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'

import { calendarGrid } from '#src/features/songs/charts/calendar-layout.ts'
import { axeViolations, switchTheme } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import {
  dropExpectedChunkErrors,
  failUntilRestored,
  scriptsLoaded,
} from '#tests/e2e/page-helpers.ts'
import { open, results } from '#tests/e2e/songlist-page.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'

interface FixtureStream {
  date: string
  showList: boolean
  showDate: boolean
  songList: { showDate: boolean; songName: string; singer: string }[]
}

const folder = join(fixtureArchive, 'streams')
const streams: FixtureStream[] = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')))
  .filter((stream) => stream.showList)

const iso = (date: string) =>
  date
    .split('/')
    .map((part, i) => (i === 0 ? part : part.padStart(2, '0')))
    .join('-')
const add = (map: Map<string, number>, key: string, n = 1) => map.set(key, (map.get(key) ?? 0) + n)

/** Songs with a shown date on each day with a dated stream. */
const perDay = new Map<string, number>()
for (const stream of streams.filter((s) => s.showDate)) {
  add(perDay, iso(stream.date), stream.songList.filter((song) => song.showDate).length)
}
const days = [...perDay.keys()].sort()
/** Every month from the first stream day's to the last's, as [year, month, songs]. */
const months: [number, number, number][] = []
for (
  let [year, month] = days[0]!.split('-').map(Number) as [number, number];
  `${year}-${String(month).padStart(2, '0')}` <= days.at(-1)!.slice(0, 7);
  [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1]
) {
  const prefix = `${year}-${String(month).padStart(2, '0')}`
  const songs = [...perDay].filter(([day]) => day.startsWith(prefix)).reduce((n, [, c]) => n + c, 0)
  months.push([year, month, songs])
}
const titleCounts = new Map<string, number>()
const artistCounts = new Map<string, number>()
for (const song of streams.flatMap((s) => s.songList)) {
  add(titleCounts, song.songName.trim())
  // The archive's artist fields: `A × B`, `A feat. B` and `作詞・作曲: A`.
  const artists = song.singer.replace(/^作詞・作曲:\s*/, '').split(/\s+(?:×|feat\.)\s+/)
  for (const artist of new Set(artists.map((a) => a.trim()))) add(artistCounts, artist)
}

/** The statistics panel's content, loaded on its first opening. */
const chartCode = /\/assets\/stats-body-[^/]+\.js$/

async function openCharts(page: Page, url: string) {
  await open(page, url)
  const panel = page.locator('.song-stats')
  await panel.locator('summary').first().click()
  // The panel's content loads on its first opening.
  await expect(panel.locator('.stats-chart__table summary')).toHaveCount(2)
  for (const summary of await panel.locator('.stats-chart__table summary').all()) {
    await summary.click()
  }
  await expect(panel.locator('.stats-chart__table[open]')).toHaveCount(2)
  return panel
}

const figure = (panel: Locator, name: string) => panel.getByRole('figure', { name })
const rowTexts = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')),
    )

test.describe('statistics charts on the test archive', () => {
  test('the month chart has a bar per month as high as its dated songs, the empty one too', async ({
    page,
  }) => {
    const panel = await openCharts(page, '/songlist')
    const chart = figure(panel, '月ごとの歌唱数')
    expect(await rowTexts(chart.getByRole('table'))).toEqual(
      months.map(([year, month, songs]) => [`${year}年${month}月`, String(songs)]),
    )
    const bars = chart.locator('svg svg')
    const [, , width, top] = ((await bars.getAttribute('viewBox')) ?? '').split(' ').map(Number)
    expect(width).toBe(months.length)
    const drawn = [
      ...((await bars.locator('path').last().getAttribute('d')) ?? '').matchAll(
        /M([\d.]+) \d+V(\d+)h/g,
      ),
    ].map(([, x, y]) => [Math.floor(Number(x)), top! - Number(y)])
    expect(drawn).toEqual(months.flatMap(([, , songs], i) => (songs > 0 ? [[i, songs]] : [])))
    await expect(chart).toContainText(`${months.length}か月`)
  })

  test('the calendar shades each stream day in its week and weekday', async ({ page }) => {
    const panel = await openCharts(page, '/songlist')
    const chart = figure(panel, '配信カレンダー')
    const busiest = Math.max(...perDay.values())
    const { cell, pitch, left, top } = calendarGrid
    for (const year of new Set(days.map((day) => Number(day.slice(0, 4))))) {
      const halves = chart
        .locator('.stats-calendar__year')
        .filter({ hasText: `${year}年` })
        .locator('svg')
      await expect(halves).toHaveCount(2)
      for (const [index, firstMonth] of [0, 6].entries()) {
        const start = Date.UTC(year, firstMonth, 1)
        const offset = new Date(start).getUTCDay()
        const expected = days
          .filter(
            (day) =>
              Date.parse(day) >= start && Date.parse(day) < Date.UTC(year, firstMonth + 6, 1),
          )
          .map((day) => {
            const position = (Date.parse(day) - start) / 86_400_000 + offset
            const shade = Math.max(1, Math.ceil((4 * perDay.get(day)!) / busiest))
            const x = left + Math.floor(position / 7) * pitch
            const y = top + (position % 7) * pitch
            return `stats-calendar__level-${shade} M${x} ${y}h${cell}v${cell}h-${cell}z`
          })
        const drawn = await halves
          .nth(index)
          .locator('path[class^="stats-calendar__level-"]')
          .evaluateAll((paths) =>
            paths.flatMap((path) =>
              (path.getAttribute('d')?.match(/M[^M]+/g) ?? []).map(
                (d) => `${path.getAttribute('class')} ${d}`,
              ),
            ),
          )
        expect(drawn.sort()).toEqual(expected.sort())
      }
    }
    expect(await rowTexts(chart.getByRole('table'))).toEqual(
      [...new Set(days.map((day) => day.slice(0, 7)))].reverse().map((month) => {
        const [year, m] = month.split('-').map(Number)
        const inMonth = days.filter((day) => day.startsWith(month))
        return [
          `${year}年${m}月`,
          inMonth.map((day) => `${Number(day.slice(8))}日（${perDay.get(day)}曲）`).join('、'),
        ]
      }),
    )
  })

  test('the ranked bars are as long as each count against the first', async ({ page }) => {
    const panel = await openCharts(page, '/songlist')
    for (const [name, counts] of [
      ['よく歌う曲', titleCounts],
      ['よく歌うアーティスト', artistCounts],
    ] as const) {
      const items = figure(panel, name).getByRole('listitem')
      await expect(items).toHaveCount(5)
      const most = Math.max(...counts.values())
      for (const item of await items.all()) {
        const title = (await item.locator('[lang="ja"]').textContent()) ?? ''
        const count = counts.get(title)
        expect(count, title).toBeDefined()
        await expect(item).toContainText(`${count}回`)
        const share = await item
          .locator('svg')
          .evaluate(
            (svg) =>
              svg.querySelector('rect')!.getBoundingClientRect().width /
              svg.getBoundingClientRect().width,
          )
        expect(share, title).toBeCloseTo(count! / most, 2)
      }
    }
  })

  test('the Chinese page labels the charts in Chinese, without kana', async ({ page }) => {
    const panel = await openCharts(page, '/zh/songlist')
    await expect(panel.getByRole('figure', { name: '每月演唱次數' })).toBeVisible()
    await expect(panel.getByRole('figure', { name: '直播日曆' })).toBeVisible()
    const weekdays = await panel
      .locator('.stats-calendar svg')
      .first()
      .locator('text[text-anchor="end"]')
      .allTextContents()
    expect(weekdays).toEqual(['一', '三', '五'])
    const text = await panel.evaluate((root) => {
      const copy = root.cloneNode(true) as HTMLElement
      copy.querySelectorAll('[lang="ja"]').forEach((name) => name.remove())
      return copy.textContent ?? ''
    })
    expect(text).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u)
  })

  test("the panel's content loads on its first opening, not with the page", async ({ page }) => {
    const requested = scriptsLoaded(page, chartCode)
    await open(page, '/songlist')
    await page.waitForLoadState('networkidle')
    expect(requested).toEqual([])
    const summary = page.locator('.song-stats summary').first()
    await summary.click()
    await expect(page.getByRole('figure', { name: '配信カレンダー' })).toBeVisible()
    expect(requested).toHaveLength(1)
    // The disclosure keeps the focus, and closes and opens again like any other.
    await expect(summary).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('figure', { name: '配信カレンダー' })).toBeHidden()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('figure', { name: '配信カレンダー' })).toBeVisible()
  })

  test('a panel opened before the page hydrated still gets its charts', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/songlist-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/songlist')
    // The prerendered disclosure opens without any script.
    await page.locator('.song-stats summary').first().click()
    await expect(page.locator('.song-stats details').first()).toHaveAttribute('open', '')
    release()
    await expect(page.getByRole('figure', { name: '月ごとの歌唱数' })).toBeVisible()
  })

  test('a panel whose content fails to load says so, leaves the list usable, and can try again', async ({
    page,
    consoleErrors,
  }) => {
    const restore = await failUntilRestored(page, chartCode)
    await open(page, '/songlist')
    const panel = page.getByRole('region', { name: '統計' })
    await panel.locator('summary').first().click()
    await expect(panel.getByRole('alert')).toContainText('統計を読み込めませんでした。')
    await expect(panel.locator('summary').first()).toBeFocused()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('歌リスト')
    await page.getByLabel('歌を検索').fill('夜に駆ける')
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(results(page).getByRole('article').first()).toContainText('夜に駆ける')
    restore()
    await panel.getByRole('button', { name: 'もう一度読み込む' }).click()
    await expect(panel.getByRole('figure', { name: '月ごとの歌唱数' })).toBeVisible()
    await expect(panel.getByRole('figure', { name: 'よく歌う曲' })).toBeVisible()
    await expect(panel.getByRole('alert')).toHaveCount(0)
    dropExpectedChunkErrors(consoleErrors)
  })

  // The rest of the page is scanned in a11y.spec.ts; here, the panel in both themes (they follow
  // the system preference through CSS, so one load serves both).
  test.describe('axe on the panel', () => {
    // The site's CSP (rightly) refuses the injected axe script; the tests lift it for axe only.
    test.use({ bypassCSP: true })
    for (const url of ['/songlist', '/zh/songlist']) {
      test(`passes on ${url} with the charts and their tables open, in both themes`, async ({
        page,
      }) => {
        await switchTheme(page, 'light')
        const panel = await openCharts(page, url)
        const colours = () =>
          panel.evaluate((root) => {
            const probe = document.createElement('span')
            probe.style.color = 'var(--accent)'
            root.append(probe)
            const found = [
              getComputedStyle(root.querySelector('.stats-chart__bars')!).fill,
              getComputedStyle(probe).color,
            ]
            probe.remove()
            return found
          })
        for (const colorScheme of ['light', 'dark'] as const) {
          await switchTheme(page, colorScheme)
          // The charts take the theme's colours: the bars are the accent of this theme.
          const [fill, accent] = await colours()
          expect(fill, colorScheme).toBe(accent)
          expect(await axeViolations(page, '.song-stats'), colorScheme).toEqual([])
        }
      })

      test(`passes on ${url} when the panel's content failed to load, in both themes`, async ({
        page,
        consoleErrors,
      }) => {
        await failUntilRestored(page, chartCode)
        await open(page, url)
        const panel = page.locator('.song-stats')
        await panel.locator('summary').first().click()
        await expect(panel.getByRole('button')).toBeVisible()
        for (const colorScheme of ['light', 'dark'] as const) {
          await switchTheme(page, colorScheme)
          expect(await axeViolations(page, '.song-stats'), colorScheme).toEqual([])
        }
        dropExpectedChunkErrors(consoleErrors)
      })
    }
  })
})
