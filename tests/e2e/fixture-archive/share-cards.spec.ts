// Every song's and stream's page, and the home page, shares its own card (issue 51): its og:image is a file of the
// build, a PNG of 1200 x 630 under 150 KB, with its size, alt text and the large Twitter card.
// Read from the test archive's built files; no browser needed.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

import { expect, test } from '#tests/e2e/fixtures.ts'
import { fixtureArchiveDist } from '#tests/support/fixture-archive.ts'

const pages = readdirSync(fixtureArchiveDist, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)(songs|streams)\/[^/]+\/index\.html$/.test(file))
  .map((file) => join(fixtureArchiveDist, file))

const meta = (html: string, key: string) =>
  new RegExp(`<meta [^>]*(?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]

test('every song and stream page has its own card in the build', () => {
  // A page per song and stream, in the three URL forms.
  expect(pages.length).toBeGreaterThan(100)
  const cards = new Set<string>()
  for (const page of pages) {
    const html = readFileSync(page, 'utf8')
    const where = relative(fixtureArchiveDist, page)
    const url = meta(html, 'og:image')
    expect(url, where).toMatch(/^https?:\/\/[^/]+\/cards\/(songs|streams)\/.+\.png$/)
    expect(meta(html, 'twitter:card'), where).toBe('summary_large_image')
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], where).toEqual([
      '1200',
      '630',
    ])
    // The card's text names the page, as its title does.
    const alt = meta(html, 'og:image:alt')
    expect(alt, where).toMatch(/\S/)
    expect(meta(html, 'og:title')?.startsWith(`${alt!} `), where).toBe(true)
    cards.add(decodeURI(new URL(url!).pathname))
  }
  // The three forms of a page share one card.
  expect(cards.size * 3).toBe(pages.length)
  // The home page has its own, in its three forms too.
  for (const home of ['index.html', 'ja/index.html', 'zh/index.html']) {
    const html = readFileSync(join(fixtureArchiveDist, home), 'utf8')
    expect(meta(html, 'og:image'), home).toMatch(/\/cards\/home\.png$/)
    expect(meta(html, 'og:image:width'), home).toBe('1200')
  }
  cards.add('/cards/home.png')
  for (const card of cards) {
    const file = join(fixtureArchiveDist, card)
    const png = readFileSync(file)
    expect(png.subarray(1, 4).toString('latin1'), card).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], card).toEqual([1200, 630])
    expect(statSync(file).size, card).toBeLessThan(150 * 1024)
  }
})
