// A site built from another content folder must be that singer's site only: nothing of the
// sample singer may survive anywhere in the output (pages, scripts, data, sitemap, headers). The
// build read is the test archive's, which build-test-archives.ts makes from that folder for this
// project's server, so the suite builds it once. No page is opened: the files are the subject.
import { readdirSync, readFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { expect, test } from '@playwright/test'

import type { Channel, Profile, Site } from '#src/shared/content/types.ts'
import { fixtureArchiveDist } from '#tests/support/fixture-archive.ts'

const binary = new Set(['.png', '.jpg', '.webp', '.ico'])

// The sample singer is whoever content/ holds, the folder a build reads without CONTENT_DIR; read
// from there, not from the content under test, which may be the fixture itself.
const sample = async (name: string) =>
  (await import(
    pathToFileURL(join(import.meta.dirname, '../../../content', `${name}.ts`)).href
  )) as unknown
const { profile } = (await sample('profile')) as { profile: Profile }
const { site } = (await sample('site')) as { site: Site }
const { channels } = (await sample('channels')) as { channels: readonly Channel[] }

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

const out = fixtureArchiveDist
// Read in the tests: when the files are listed, the build may not have been made yet.
const builtFiles = () =>
  readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

test.describe('a build from another content folder', () => {
  test('holds nothing of the sample singer in any file', () => {
    const files = builtFiles()
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

  test("names the other singer on every page, in the page's language", () => {
    // Every page a visitor sees; the forms' page for Netlify names nobody.
    const pages = builtFiles().filter((f) => f.endsWith('.html') && !f.endsWith('/__forms.html'))
    // 6 pages (the offline page among them) in 3 URL forms, two 404 pages, and a page per song
    // (43), stream (6) and year of streams (2023) in 3 forms.
    expect(pages.length).toBe(20 + (43 + 6 + 1) * 3)
    for (const page of pages) {
      const html = readFileSync(page, 'utf8')
      const chinese = page.slice(out.length).startsWith('/zh/')
      expect(html, page).toContain(chinese ? '月島露娜' : '月島ルナ')
    }
  })

  test('lists her streams and her origin', () => {
    const songlist = readFileSync(join(out, 'songlist', 'index.html'), 'utf8')
    expect(songlist).toContain('luna231209a')
    expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).toContain(
      'https://luna-fans.example.org/',
    )
  })
})
