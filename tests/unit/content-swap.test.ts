import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadContent } from '#build-src/content-folder/import-content-modules.ts'
import { slowTest } from '#tests/patience.ts'

// A site built from another content folder must be that singer's site only: nothing of the
// sample singer may survive anywhere in the output (pages, scripts, data, sitemap, headers).
const fixture = 'tests/fixtures/other-singer'
const binary = new Set(['.png', '.jpg', '.webp', '.ico'])

// The sample singer is whoever content/ holds, the folder a build reads without CONTENT_DIR; read
// from there, not from the content under test, which may be the fixture itself.
const sample = await loadContent('content')
const { profile } = sample.profile
const { site } = sample.site
const { channels } = sample.channels

/** What names the sample singer, read from her own content so the list follows it. */
const sampleStrings = [
  profile.name.ja,
  profile.name.zh,
  profile.romanizedName,
  ...profile.romanizedName.split(' '),
  profile.fanName.ja,
  profile.fanName.zh,
  profile.fanTag,
  profile.fanArtTag,
  site.name.ja,
  site.name.zh,
  new URL(site.origin).host,
  ...channels.flatMap((c) => [c.handle, c.url]),
  'pepe',
].filter((s): s is string => typeof s === 'string' && s.length > 0)

let out: string
const files: string[] = []

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'content-swap-'))
  execFileSync('npm', ['run', 'build'], {
    env: { ...process.env, CONTENT_DIR: fixture, DIST_DIR: out },
    stdio: 'pipe',
  })
  for (const entry of readdirSync(out, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) files.push(join(entry.parentPath, entry.name))
}, slowTest.timeout)
afterAll(() => rmSync(out, { recursive: true, force: true }))

describe('a build from another content folder', () => {
  it('holds nothing of the sample singer in any file', () => {
    expect(files.length).toBeGreaterThan(20)
    const found: string[] = []
    for (const file of files) {
      if (binary.has(extname(file))) continue
      const text = readFileSync(file, 'utf8').toLowerCase()
      for (const s of sampleStrings)
        if (text.includes(s.toLowerCase())) found.push(`${file.slice(out.length)}: ${s}`)
    }
    expect(found).toEqual([])
  })

  it("names the other singer on every page, in the page's language", () => {
    // Every page a visitor sees; the forms' page for Netlify names nobody.
    const pages = files.filter((f) => f.endsWith('.html') && !f.endsWith('/__forms.html'))
    // 6 pages (the offline page among them) in 3 URL forms, two 404 pages, and a page per song
    // (43), stream (6) and year of streams (2023) in 3 forms.
    expect(pages.length).toBe(20 + (43 + 6 + 1) * 3)
    for (const page of pages) {
      const html = readFileSync(page, 'utf8')
      const chinese = page.slice(out.length).startsWith('/zh/')
      expect(html, page).toContain(chinese ? '月島露娜' : '月島ルナ')
    }
  })

  it('lists her streams and her origin', () => {
    const songlist = readFileSync(join(out, 'songlist', 'index.html'), 'utf8')
    expect(songlist).toContain('luna230715a')
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain(
      'https://luna-fans.example.org/',
    )
  })
})
