import { readdirSync, readFileSync } from 'node:fs'
import PO from 'pofile'
import { describe, expect, it } from 'vitest'

// Every catalog of the locale: the site's, each page's and each on-demand part's (lingui.config.ts).
const load = (tag: string) =>
  readdirSync(`src/locales/${tag}`)
    .filter((file) => file.endsWith('.po'))
    .flatMap((file) =>
      PO.parse(readFileSync(`src/locales/${tag}/${file}`, 'utf8')).items.filter((i) => !i.obsolete),
    )

// ICU placeholders and component tags are code, not language.
const words = (text: string) => text.replace(/\{[^{}]*\}/g, '').replace(/<\/?\d+\/?>/g, '')
const japaneseScript = /[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]/
const latinLetter = /[A-Za-z]/
const kana = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/

/**
 * Interface messages are written in Japanese. Proper names and codes (service names, handles,
 * tags) stay out of the catalogs as plain strings in the content modules, so a message made of
 * Latin letters alone is an English or untranslated leftover.
 */
describe('the Japanese catalog', () => {
  const items = load('ja')

  it('has messages', () => expect(items.length).toBeGreaterThan(20))

  it.each(items.map((i) => [i.msgid, i.msgstr.join('')]))(
    '%j has a Japanese message',
    (_id, text) => {
      expect(text.trim()).not.toBe('')
      if (latinLetter.test(words(text))) expect(words(text)).toMatch(japaneseScript)
    },
  )
})

describe('the Traditional Chinese catalog', () => {
  it('uses no kana: a Japanese word or the Japanese middle dot left in a translation', () => {
    const leftovers = load('zh-Hant')
      .filter((i) => kana.test(words(i.msgstr.join(''))))
      .map((i) => `${i.msgid} -> ${i.msgstr.join('')}`)
    expect(leftovers).toEqual([])
  })
})
