// setlist:add end to end: add a stream to a temporary copy of the whole test archive (a complete
// content folder) with the real command, build the site from that copy (CONTENT_DIR) into a
// temporary directory, serve it on a port of its own, and find the new songs with correct links on
// the built song list. The main dist/ and the content under test are never touched.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { fixtureArchive } from '#tests/support/fixture-archive.ts'

import { expect, test } from './fixtures.ts'

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
      ...['--content', content],
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
  server = spawn('node', ['--import', 'tsx', 'tools/serve.ts'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DIST_DIR: dist },
  })
  origin = `http://localhost:${port}`
  await waitForServer(`${origin}/`)
})

test.afterAll(() => {
  server?.kill()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('the prerendered song list carries the new stream and its links', () => {
  const html = readFileSync(join(dist, 'songlist', 'index.html'), 'utf8')
  const links = [...html.matchAll(/href="([^"]*pepe250816[^"]*)"/g)].map((m) =>
    m[1]!.replaceAll('&amp;', '&'),
  )
  expect([...new Set(links)].sort()).toEqual(added.map((song) => song.href).sort())
  for (const song of added) expect(html).toContain(song.songName)
})

test('the built song list links each new song at its time', async ({ page }) => {
  await page.goto(`${origin}/songlist`)
  for (const song of added) {
    const link = page.locator(`a[href="${song.href}"]`)
    await expect(link).toHaveCount(1)
    const row = link.locator('xpath=ancestor::*[self::tr or self::li][1]')
    await expect(row).toContainText(song.songName)
    await expect(row).toContainText(song.time)
  }
})
