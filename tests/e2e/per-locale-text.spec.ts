import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import PO from 'pofile'

import { catalogParts } from '#src/i18n/catalog-parts.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import { pages } from '#src/lib/page-table.ts'
import { contentStreams } from '#tests/support/content-streams.ts'
import { contentTexts } from '#tests/support/content-under-test.ts'

import { expect, test } from './fixtures.ts'

// A page downloads the text of its own language only: the content written `{ ja, zh }` is split
// by the build, and the catalogs are per language. Every script a page loads in one language is
// searched for text that only the other language has. The song data (titles, artists, stream
// names) is the same in every language, so what it holds is no language's alone.

const root = join(import.meta.dirname, '../..')
const catalogNames = ['messages', ...Object.keys(catalogParts)]

/** The interface and content texts of a language, split at catalog placeholders (`{name}`). */
function textsOf(locale: Locale): string[] {
  const { tag } = locales.find((l) => l.code === locale)!
  const messages = catalogNames.flatMap((name) => {
    const po = PO.parse(readFileSync(join(root, `src/locales/${tag}/${name}.po`), 'utf8'))
    return po.items.map((item) => item.msgstr[0] || item.msgid)
  })
  return [...messages, ...contentTexts(locale)].flatMap((text) => text.split(/\{[^}]*\}/))
}

const songData = contentStreams()
  .flatMap((stream) => [
    stream.streamName,
    ...stream.songList.flatMap((s) => [s.songName, s.singer]),
  ])
  .join('\n')

/** Texts of `locale` (3 characters or more) found in no other language's texts nor the song data. */
function onlyIn(locale: Locale): string[] {
  const others = locales
    .filter((l) => l.code !== locale)
    .flatMap((l) => textsOf(l.code))
    .join('\n')
  return [...new Set(textsOf(locale))].filter(
    (text) => [...text.trim()].length >= 3 && !others.includes(text) && !songData.includes(text),
  )
}

/** Script text as a reader sees it: `\u6b4c` escapes turned back into characters. */
const readable = (script: string) =>
  script.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

for (const { code } of locales) {
  const foreign = locales.filter((l) => l.code !== code).flatMap((l) => onlyIn(l.code))

  test(`/${code} pages load no text that only another language has`, async ({ page }) => {
    expect(foreign.length, 'texts only another language has').toBeGreaterThan(10)
    // The addresses only: a body is read afterwards, from the server, since a page that moved on
    // no longer holds it.
    const scripts = new Set<string>()
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url())
    })
    // The idle prefetch loads the other pages' code and texts a second after the page settles:
    // that second (PREFETCH_DELAY_MS) passes on the page's clock, the requests on the network's.
    await page.clock.install()
    for (const { path } of pages) {
      await page.goto(`/${code}${path === '/' ? '' : path}`)
      await page.waitForLoadState('networkidle')
      await page.clock.runFor(1_500)
      await page.waitForLoadState('networkidle')
    }
    expect(scripts.size).toBeGreaterThan(5)
    for (const url of scripts) {
      const text = readable(await (await page.request.get(url)).text())
      const found = foreign.filter((t) => text.includes(t))
      expect(found, `${url} holds another language's text`).toEqual([])
    }
  })
}
