// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'

import {
  currentTheme,
  parseTheme,
  setTheme,
  subscribeTheme,
  themeStorageKey,
} from './theme-store.ts'

const root = document.documentElement

afterEach(() => {
  delete root.dataset.theme
  localStorage.clear()
})

/** The inline scripts of index.html, run as the browser would before the app loads. */
function runIndexHtmlInlineScripts() {
  const html = readFileSync('index.html', 'utf8')
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
  expect(scripts.some((s) => s.includes(themeStorageKey))).toBe(true)
  for (const source of scripts.filter((s) => s.includes(themeStorageKey))) new Function(source)()
}

describe('the theme before first paint (index.html)', () => {
  it.each(['dark', 'light'] as const)('applies a stored %s choice', (theme) => {
    localStorage.setItem(themeStorageKey, theme)
    runIndexHtmlInlineScripts()
    expect(root.dataset.theme).toBe(theme)
  })

  it.each([null, 'purple', ''])('leaves the system preference alone for %j', (value) => {
    if (value !== null) localStorage.setItem(themeStorageKey, value)
    runIndexHtmlInlineScripts()
    expect(root.dataset.theme).toBeUndefined()
  })
})

describe('theme store', () => {
  it('parses only the two themes', () => {
    expect(parseTheme('dark')).toBe('dark')
    expect(parseTheme('light')).toBe('light')
    expect(parseTheme('Dark')).toBeNull()
    expect(parseTheme(undefined)).toBeNull()
  })

  it('follows the system when nothing is chosen (jsdom has no matchMedia: light)', () => {
    expect(currentTheme()).toBe('light')
  })

  it('applies, stores and announces a choice', () => {
    let calls = 0
    const unsubscribe = subscribeTheme(() => calls++)
    setTheme('dark')
    expect(root.dataset.theme).toBe('dark')
    expect(localStorage.getItem(themeStorageKey)).toBe('dark')
    expect(currentTheme()).toBe('dark')
    expect(calls).toBe(1)
    unsubscribe()
    setTheme('light')
    expect(calls).toBe(1)
  })

  it("takes another tab's choice, and ignores other keys and bad values", () => {
    const unsubscribe = subscribeTheme(() => {})
    window.dispatchEvent(new StorageEvent('storage', { key: themeStorageKey, newValue: 'dark' }))
    expect(root.dataset.theme).toBe('dark')
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }))
    expect(root.dataset.theme).toBe('dark')
    window.dispatchEvent(new StorageEvent('storage', { key: themeStorageKey, newValue: 'x' }))
    expect(root.dataset.theme).toBeUndefined()
    unsubscribe()
  })

  it('still switches when storage refuses to write', () => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    try {
      setTheme('dark')
    } finally {
      Storage.prototype.setItem = setItem
    }
    expect(root.dataset.theme).toBe('dark')
  })
})
