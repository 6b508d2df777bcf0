// What the language checks read of a page: its interface text, without the content it quotes.
import type { Page } from '@playwright/test'

export const kana = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/

/**
 * The page's interface text: visible text plus alt, aria-label and title values. Content that is
 * not interface text is marked: song data and names declare their own language (`lang="ja"`),
 * names and tags shown as written in every language carry `translate="no"`. Such content is left
 * out, and where a message quotes it (a label naming a song) the quoted part is cut out.
 */
export async function interfaceText(page: Page): Promise<string[]> {
  const { found, marked } = await page.evaluate(() => {
    const pageLang = document.documentElement.lang
    const isInterface = (el: Element) =>
      !el.closest('[translate="no"]') && el.closest('[lang]')?.getAttribute('lang') === pageLang
    const found: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim()
      if (!text || !parent || !isInterface(parent)) continue
      if (parent.closest('script, style, template, [hidden]')) continue
      found.push(text)
    }
    for (const el of document.body.querySelectorAll('[alt], [aria-label], [title]')) {
      if (!isInterface(el)) continue
      for (const name of ['alt', 'aria-label', 'title']) {
        const value = el.getAttribute(name)?.trim()
        if (value) found.push(value)
      }
    }
    const marked = [...document.body.querySelectorAll('[translate="no"], [lang]')]
      .filter((el) => !isInterface(el))
      .map((el) => el.textContent?.trim() ?? '')
      .filter(Boolean)
    return { found, marked }
  })
  const quotes = [...new Set(marked)].sort((a, b) => b.length - a.length)
  return found
    .map((text) => quotes.reduce((rest, quote) => rest.split(quote).join(''), text))
    .filter((text) => text.trim() !== '')
}
