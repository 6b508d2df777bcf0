// A search that finds nothing becomes an alias (issue 49): the song list offers to tell the
// maintainers what was typed and which song was meant (picked with the same search); what the
// site takes is what report:apply reads; applied, the next build finds the song by that text.
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

import { readReportBlock } from '#src/shared/fan-issues/report-block.ts'
import { axeInBothThemes } from '#tests/e2e/axe.ts'
import { expect, test } from '#tests/e2e/fixtures.ts'
import { open, results } from '#tests/e2e/songlist-page.ts'
import { fixtureArchive, fixtureArchiveForms } from '#tests/support/fixture-archive.ts'
import { serveDist } from '#tests/support/serve-dist.ts'

const root = join(import.meta.dirname, '..', '..', '..')

/** The bodies the preview server kept of the report form that hold `marker`. */
function sentBodies(marker: string): string[] {
  const file = join(root, fixtureArchiveForms, 'report.jsonl')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { fields: { body: string } }).fields.body)
    .filter((body) => body.includes(marker))
}

const cases = [
  {
    prefix: '',
    query: 'ghost flower',
    artist: 'ヨルシカ',
    song: { title: '花に亡霊', artist: 'ヨルシカ' },
    words: {
      none: '条件に合う曲は見つかりませんでした。',
      open: '探している曲が見つからない？',
      dialog: '探している曲が見つからないことを知らせる',
      query: '検索した言葉',
      search: '曲名やアーティストで探す',
      note: '補足（なくてもかまいません）',
      make: '知らせる文面を作る',
      send: 'このサイトに送る',
      sent: '送りました',
    },
  },
  {
    prefix: '/zh',
    query: 'rice field',
    artist: '周杰倫',
    song: { title: '稻香', artist: '周杰倫' },
    words: {
      none: '找不到符合條件的歌曲。',
      open: '找不到想找的歌？',
      dialog: '告訴我們找不到想找的歌',
      query: '搜尋的關鍵字',
      search: '用歌名或歌手搜尋',
      note: '補充說明（可不填）',
      make: '製作通知內容',
      send: '傳送到本站',
      sent: '已傳送',
    },
  },
]

/** Searches, finds nothing, tells the site which song was meant; the body the site kept. */
async function sendMiss(
  page: Page,
  { prefix, query, artist, song, words }: (typeof cases)[number],
) {
  const marker = `mark-${Date.now()}-${Math.random()}`
  await open(page, `${prefix}/songlist?view=songs&q=${encodeURIComponent(query)}`)
  await expect(page.getByText(words.none)).toBeVisible()
  await page.getByRole('button', { name: words.open }).click()
  const dialog = page.getByRole('dialog', { name: words.dialog })
  await expect(dialog.getByLabel(words.query, { exact: true })).toHaveValue(query)
  await dialog.getByLabel(words.search).fill(artist)
  await dialog.getByRole('radio', { name: `${song.title} / ${song.artist}` }).check()
  await dialog.getByLabel(words.note, { exact: true }).fill(marker)
  await dialog.getByRole('button', { name: words.make }).click()
  await dialog.getByRole('button', { name: words.send }).click()
  await expect(dialog.getByRole('status').filter({ hasText: words.sent })).toBeVisible()
  await expect.poll(() => sentBodies(marker)).toHaveLength(1)
  return sentBodies(marker)[0]!
}

for (const c of cases) {
  test(`${c.prefix}/songlist: a search that finds nothing sends what was typed and the song, as report:apply reads it`, async ({
    page,
  }) => {
    const body = await sendMiss(page, c)
    const read = readReportBlock(body)
    expect(read).toEqual({
      miss: { miss: 1, query: c.query, song: c.song, note: expect.any(String) },
    })
  })
}

test('applied with report:apply, the next build finds the song by what the fan typed', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const [ja] = cases
  const body = await sendMiss(page, ja!)
  const dir = mkdtempSync(join(tmpdir(), 'search-miss-'))
  try {
    const content = join(dir, 'content')
    cpSync(fixtureArchive, content, { recursive: true })
    writeFileSync(join(dir, 'issue.md'), body)
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'tools/report-apply.ts',
        '--issue',
        '--file',
        join(dir, 'issue.md'),
        '--content',
        content,
      ],
      { cwd: root, stdio: 'pipe' },
    )
    const dist = join(dir, 'dist')
    execFileSync('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, CONTENT_DIR: content, DIST_DIR: dist },
      stdio: 'pipe',
    })
    const server = await serveDist({ DIST_DIR: dist })
    try {
      await open(page, `${server.url}/songlist?view=songs&q=${encodeURIComponent(ja!.query)}`)
      const first = results(page).getByRole('article').first()
      await expect(first.getByRole('heading', { level: 3 })).toHaveText(ja!.song.title)
      await expect(first.getByText(ja!.query)).toBeVisible()
    } finally {
      server.stop()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test.describe('the miss dialog passes axe', () => {
  test.use({ bypassCSP: true })
  for (const c of cases)
    test(`on ${c.prefix}/songlist in both themes, with songs to pick and its send step`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await open(page, `${c.prefix}/songlist?q=${encodeURIComponent(c.query)}`)
      await page.getByRole('button', { name: c.words.open }).click()
      const dialog = page.getByRole('dialog', { name: c.words.dialog })
      await dialog.getByLabel(c.words.search).fill(c.artist)
      await expect(
        dialog.getByRole('radio', { name: `${c.song.title} / ${c.song.artist}` }),
      ).toBeVisible()
      expect(await axeInBothThemes(page)).toEqual([])
      await dialog.getByRole('button', { name: c.words.make }).click()
      await expect(dialog.getByRole('heading', { level: 3 })).toBeFocused()
      expect(await axeInBothThemes(page)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(page.getByRole('button', { name: c.words.open })).toBeFocused()
    })
})
