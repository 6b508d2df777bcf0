// setlist:add end to end: add a stream to a temporary copy of the whole test archive (a complete
// content folder) with the real command, build the site from that copy (CONTENT_DIR) into a
// temporary directory, serve it on a port of its own, and find the new songs with correct links on
// the built song list. The main dist/ and the content under test are never touched. The same new
// build, deployed where the test archive's own build was, is what a returning fan finds new.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { fixtureArchive, fixtureArchiveDist } from '#tests/support/fixture-archive.ts'
import { hydrated } from '#tests/support/hydrated.ts'

import { axeViolations, colourRules, switchTheme } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { showWholeList } from './songlist-page.ts'

const root = join(import.meta.dirname, '..', '..')
const fixture = join(root, 'tests/fixtures/setlist-comments/ja-two-videos.txt')
const watch = 'https://www.youtube.com/watch?v='

// The fixture's songs as the list must link them: the second video's clock starts again at zero.
const added = [
  { songName: 'アイドル', time: '5:10', href: `${watch}pepe250816a&t=310s` },
  { songName: 'ベテルギウス', time: '11:42', href: `${watch}pepe250816a&t=702s` },
  { songName: 'ヒロイン', time: '18:25', href: `${watch}pepe250816a&t=1105s` },
  { songName: '怪獣の花唄', time: '1:30', href: `${watch}pepe250816b&t=90s` },
  { songName: '水平線', time: '7:55', href: `${watch}pepe250816b&t=475s` },
  { songName: 'Subtitle', time: '14:20', href: `${watch}pepe250816b&t=860s` },
  { songName: '裸の心', time: '20:48', href: `${watch}pepe250816b&t=1248s` },
  { songName: '花に亡霊', time: '27:03', href: `${watch}pepe250816b&t=1623s` },
]

let dir = ''
let dist = ''
let server: ChildProcess | undefined
/** Servers a test starts besides `server`: stopped with it. */
const others: ChildProcess[] = []
let origin = ''

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}

// One build for the file, which on a busy machine takes minutes.
test.describe.configure({ mode: 'serial' })

function serve(distDir: string, port: number): ChildProcess {
  return spawn('node', ['--import', 'tsx', 'tools/serve.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DIST_DIR: distDir },
  })
}

const stopped = (child: ChildProcess) =>
  new Promise((done) => {
    child.once('exit', done)
    child.kill()
  })

test.beforeAll(async () => {
  test.setTimeout(480_000)
  dir = mkdtempSync(join(tmpdir(), 'setlist-e2e-'))
  dist = join(dir, 'dist')
  const content = join(dir, 'content')
  // All of it: the build reads more than the stream files from there.
  cpSync(fixtureArchive, content, { recursive: true })
  execFileSync(
    'npm',
    [
      ...['run', 'setlist:add', '--'],
      ...['--date', '2023/8/16', '--name', '【歌枠】夏の歌枠 2枠目あり', '--request'],
      ...['--url', 'https://www.youtube.com/live/pepe250816a', '--file', fixture],
      // The services are not reachable from a test: tools/add-lookups.test.ts fakes them.
      ...['--content', content, '--no-lookup'],
    ],
    { cwd: root, stdio: 'pipe' },
  )
  expect(existsSync(join(content, 'streams', '2023-08-16.json'))).toBe(true)
  execFileSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, DIST_DIR: dist, CONTENT_DIR: content },
  })
  const port = await freePort()
  server = serve(dist, port)
  origin = `http://localhost:${port}`
  await waitForServer(`${origin}/`)
})

test.afterAll(() => {
  server?.kill()
  for (const other of others) other.kill()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('the prerendered stream page carries the new stream and its links', () => {
  const html = readFileSync(join(dist, 'streams', '2023-08-16', 'index.html'), 'utf8')
  // Each row's link at its time; the page also links the two videos themselves.
  const links = [...html.matchAll(/href="([^"]*pepe250816[^"]*&amp;t=[^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  )
  expect([...new Set(links)].sort()).toEqual(added.map((song) => song.href).sort())
  for (const song of added) expect(html).toContain(song.songName)
})

test('the built song list links each new song at its time', async ({ page }) => {
  await page.goto(`${origin}/songlist`)
  // Newer streams fill the first render; the new one comes with "show more".
  await showWholeList(page)
  for (const song of added) {
    const link = page.locator(`a[href="${song.href}"]`)
    await expect(link).toHaveCount(1)
    const row = link.locator('xpath=ancestor::*[self::tr or self::li][1]')
    await expect(row).toContainText(song.songName)
    await expect(row).toContainText(song.time)
  }
})

test.describe('a returning fan', () => {
  // The site's CSP (rightly) refuses the injected axe script; lifted for axe only.
  test.use({ bypassCSP: true })
  test('is told what is new since the last visit, and the list shows only that', async ({
    page,
  }) => {
    // The old build (the test archive as it was), then the new one at the same address, so the
    // browser keeps what it stored; the visits an hour apart, on the page's clock.
    const port = await freePort()
    const site = `http://localhost:${port}`
    const line = page.locator('.since-last-visit')
    const storedAt = () =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem('last-visit') ?? '{}') as { at?: number }).at,
      )
    const visit = async (path: string, time: string) => {
      await page.clock.setSystemTime(new Date(time))
      await page.goto(site + path)
      await hydrated(page)
      // The page has compared and stored this visit: what it shows now is what it will show.
      await expect.poll(storedAt).toBeGreaterThanOrEqual(Date.parse(time))
    }
    await page.clock.install({ time: new Date('2026-03-01T12:00:00Z') })
    const old = serve(fixtureArchiveDist, port)
    others.push(old)
    await waitForServer(`${site}/`)
    await visit('/', '2026-03-01T12:00:00Z')
    await expect(line).toHaveCount(0)
    // Off the site while it is redeployed: the page's idle prefetch would find no server.
    await page.goto('about:blank')
    await stopped(old)

    others.push(serve(dist, port))
    await waitForServer(`${site}/`)
    // 2023/8/16 sings five songs the archive had not heard: 怪獣の花唄, 水平線 and 花に亡霊 had been.
    await visit('/', '2026-03-01T13:00:00Z')
    await expect(line).toHaveText('前回の訪問から 1配信・初披露 5曲')
    expect(await axeViolations(page, '.since-last-visit')).toEqual([])
    await switchTheme(page, 'dark')
    expect(await axeViolations(page, '.since-last-visit', colourRules)).toEqual([])
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toContain('class="since-last-visit"')
    await line.getByRole('link').click()
    await expect(page).toHaveURL(`${site}/songlist?new=only`)
    await expect(page.getByRole('status').filter({ hasText: '見つかりました' })).toHaveText(
      '1配信で8曲が見つかりました',
    )
    await expect(page.getByRole('article').locator('.song-name')).toHaveText(
      added.map((song) => song.songName),
    )
    await expect(line).toHaveText('前回の訪問から 1配信・初披露 5曲')

    // The same visit in Chinese says the same.
    await visit('/zh/', '2026-03-01T13:10:00Z')
    await expect(line).toHaveText('自上次造訪以來 1 場歌回，首次演唱 5 首')

    // The next visit finds nothing new, and says nothing.
    await visit('/', '2026-03-01T15:00:00Z')
    await expect(line).toHaveCount(0)
  })
})
