import { beforeEach, describe, expect, it, vi } from 'vitest'

import { expectConsole } from '#tests/console.ts'

import type * as Catalog from './catalog.ts'
import type { CatalogImporter } from './catalog.ts'

// The module keeps which catalogs it loaded: each test starts from a fresh copy.
let catalog: typeof Catalog
beforeEach(async () => {
  vi.resetModules()
  catalog = await import('./catalog.ts')
})

/** An importer whose catalogs hold one message each, `<tag>/<name>`, under the id `name`. */
function fakeCatalogs(failing: string[] = []) {
  const importer = vi.fn<CatalogImporter>((tag, name) =>
    failing.includes(`${tag}/${name}`)
      ? Promise.reject(new Error('chunk gone'))
      : Promise.resolve({ messages: { [name]: `${tag}/${name}` } }),
  )
  const text = (id: string) => catalog.i18n._({ id })
  return { importer, text }
}

describe('activateLocale', () => {
  it('loads the real catalog of the locale', async () => {
    await catalog.activateLocale('zh')
    expect(catalog.i18n.locale).toBe('zh-Hant')
    expect(Object.keys(catalog.i18n.messages).length).toBeGreaterThan(0)
  })

  it("loads the real catalogs of a page's parts", async () => {
    await catalog.activateLocale('zh')
    const before = Object.keys(catalog.i18n.messages).length
    await catalog.activateLocale('zh', ['songs', 'charts'])
    expect(Object.keys(catalog.i18n.messages).length).toBeGreaterThan(before)
  })

  it("rejects when the site's catalog fails to load, and keeps the language the page had", async () => {
    const { importer, text } = fakeCatalogs(['zh-Hant/messages'])
    await catalog.activateLocale('ja', [], importer)
    await expect(catalog.activateLocale('zh', [], importer)).rejects.toThrow('chunk gone')
    expect(catalog.i18n.locale).toBe('ja')
    expect(text('messages')).toBe('ja/messages')
    const { importer: working } = fakeCatalogs()
    await catalog.activateLocale('zh', [], working)
    expect(catalog.i18n.locale).toBe('zh-Hant')
  })

  it('warns about a message missing from the catalog in development', async () => {
    await catalog.activateLocale('ja')
    await catalog.activateLocale('zh', [], () => Promise.resolve({ messages: {} }))
    const warn = expectConsole('warn')
    catalog.i18n._({ id: 'not-in-catalog', message: '未翻訳' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not-in-catalog'))
  })

  it('loads the page part with the locale, each catalog once', async () => {
    const { importer, text } = fakeCatalogs()
    await catalog.activateLocale('ja', ['songs'], importer)
    await catalog.activateLocale('ja', ['songs'], importer)
    expect(text('messages')).toBe('ja/messages')
    expect(text('songs')).toBe('ja/songs')
    expect(importer).toHaveBeenCalledTimes(2)
  })

  it('activates the locale but rejects when a part fails to load, and tries it again next time', async () => {
    const { importer } = fakeCatalogs(['ja/songs'])
    await expect(catalog.activateLocale('ja', ['songs'], importer)).rejects.toThrow('chunk gone')
    // Active all the same, for the error page that reports the failure.
    expect(catalog.i18n.locale).toBe('ja')
    const { importer: working, text } = fakeCatalogs()
    await catalog.activateLocale('ja', ['songs'], working)
    expect(text('songs')).toBe('ja/songs')
  })

  it('brings every part loaded so far into the new language', async () => {
    const { importer, text } = fakeCatalogs()
    await catalog.activateLocale('ja', ['songs'], importer)
    await catalog.loadMessages('player', importer)
    expect(text('player')).toBe('ja/player')
    await catalog.activateLocale('zh', [], importer)
    expect(catalog.i18n.locale).toBe('zh-Hant')
    expect([text('messages'), text('songs'), text('player')]).toEqual([
      'zh-Hant/messages',
      'zh-Hant/songs',
      'zh-Hant/player',
    ])
  })
})

describe('loadMessages', () => {
  it('adds a part to the active locale, and rejects when it fails', async () => {
    const { importer, text } = fakeCatalogs(['zh-Hant/charts'])
    await catalog.activateLocale('zh', [], importer)
    await catalog.loadMessages('player', importer)
    expect(text('player')).toBe('zh-Hant/player')
    await expect(catalog.loadMessages('charts', importer)).rejects.toThrow('chunk gone')
  })
})

describe('preloadCatalogs', () => {
  it("fetches catalogs without changing the page's messages, and fails silently", async () => {
    const { importer, text } = fakeCatalogs(['zh-Hant/about'])
    await catalog.activateLocale('ja', [], importer)
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    await catalog.preloadCatalogs('zh', ['messages', 'songs'], importer)
    expect(importer).toHaveBeenCalledWith('zh-Hant', 'songs')
    expect([catalog.i18n.locale, text('messages')]).toEqual(['ja', 'ja/messages'])
    expect(catalog.i18n.messages).not.toHaveProperty('songs')
    await expect(catalog.preloadCatalogs('zh', ['about'], importer)).resolves.toBeUndefined()
    expect(debug).toHaveBeenCalledWith('Catalog preload failed', expect.any(Error))
  })
})
