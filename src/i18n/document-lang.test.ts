// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'

import { setDocumentLang } from './document-lang.ts'

/** The writes to <html lang> that `work` makes, as a MutationObserver sees them. */
function langWrites(work: () => void): number {
  const observer = new MutationObserver(() => {})
  observer.observe(document.documentElement, { attributeFilter: ['lang'] })
  work()
  const writes = observer.takeRecords().length
  observer.disconnect()
  return writes
}

describe('setDocumentLang', () => {
  it('writes a new language', () => {
    document.documentElement.lang = 'ja'
    expect(langWrites(() => setDocumentLang('zh-Hant'))).toBe(1)
    expect(document.documentElement.lang).toBe('zh-Hant')
  })

  it('leaves the attribute untouched when the language is already set', () => {
    document.documentElement.lang = 'ja'
    expect(langWrites(() => setDocumentLang('ja'))).toBe(0)
  })
})
