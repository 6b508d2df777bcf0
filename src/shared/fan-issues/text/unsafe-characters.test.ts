import { describe, expect, it } from 'vitest'

import { unsafeCharacters, withoutUnsafeCharacters } from './unsafe-characters.ts'

describe('withoutUnsafeCharacters', () => {
  it.each([
    ['NUL', '\0'],
    ['BEL', '\x07'],
    ['ESC', '\x1B'],
    ['DEL', '\x7F'],
    ['a C1 control', '\x85'],
    ['a zero-width space', '\u200B'],
    ['a zero-width joiner that joins no emoji', '\u200D'],
    ['a right-to-left mark', '\u200F'],
    ['a right-to-left override', '\u202E'],
    ['a first-strong isolate', '\u2068'],
    ['a byte-order mark', '\uFEFF'],
    ['a lone high surrogate', '\uD83D'],
    ['a lone low surrogate', '\uDE00'],
  ])('removes %s', (_, char) => {
    expect(unsafeCharacters.test(`a${char}b`)).toBe(true)
    expect(withoutUnsafeCharacters(`a${char}b${char}`)).toBe('ab')
  })

  it('keeps tabs, line breaks, whole emoji and every script', () => {
    const text = '夜に駆ける\tYOASOBI\r\n小幸運 / 田馥甄 😀 👩‍🎤 🏳️‍🌈 ١٢٣ مرحبا'
    expect(unsafeCharacters.test(text)).toBe(false)
    expect(withoutUnsafeCharacters(text)).toBe(text)
  })
})
