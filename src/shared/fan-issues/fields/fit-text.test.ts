import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { characterCount, fitText } from './fit-text.ts'

describe('characterCount', () => {
  it('counts an emoji as one character and half of one as one', () => {
    expect(characterCount('夜😀a')).toBe(3)
    expect(characterCount('\uD83D\uD83D\uDE00')).toBe(2)
  })
})

describe('fitText', () => {
  it('takes an edit that fits as it is', () => {
    expect(fitText('abc', 'abXc', 5)).toEqual({ text: 'abXc', caret: 3, cut: 0, removed: 0 })
  })

  it('cuts a paste at the limit, keeping the text around it', () => {
    expect(fitText('ab', 'a12345b', 5)).toEqual({ text: 'a123b', caret: 4, cut: 2, removed: 0 })
  })

  it('refuses a character typed at the limit', () => {
    expect(fitText('abcde', 'abcdef', 5)).toEqual({ text: 'abcde', caret: 5, cut: 1, removed: 0 })
  })

  it('counts and cuts by characters, never half an emoji', () => {
    expect(fitText('', '😀😀😀', 2)).toEqual({ text: '😀😀', caret: 4, cut: 1, removed: 0 })
    // The two emoji share their first UTF-16 unit; the new one is still inserted whole.
    expect(fitText('😀', '😁', 1)).toEqual({ text: '😁', caret: 2, cut: 0, removed: 0 })
    expect(fitText('a😀', 'a😀😀', 2).text).toBe('a😀')
  })

  it('takes unsafe characters out of what was inserted, before counting', () => {
    expect(fitText('a', 'a\u202Eb\0c\x1B', 3)).toEqual({
      text: 'abc',
      caret: 3,
      cut: 0,
      removed: 3,
    })
  })

  // Few distinct characters, so that edits are often ambiguous (which `a` was typed?).
  const text = fc
    .array(fc.constantFrom('a', 'b', '夜', '😀', '😁', '\n'), { maxLength: 12 })
    .map((chars) => chars.join(''))
  const edit = fc.record({
    before: text,
    deleted: text,
    inserted: text,
    after: text,
    max: fc.integer({ min: 0, max: 30 }),
  })

  it('keeps all the text the edit left, and takes what fits of what it inserted', () => {
    fc.assert(
      fc.property(edit, ({ before, deleted, inserted, after, max }) => {
        const previous = before + deleted + after
        const next = before + inserted + after
        fc.pre(characterCount(previous) <= max)
        const fitted = fitText(previous, next, max)
        if (characterCount(next) <= max) {
          expect(fitted).toEqual({ text: next, caret: fitted.caret, cut: 0, removed: 0 })
          return
        }
        expect(characterCount(fitted.text)).toBe(max)
        expect(fitted.cut).toBe(characterCount(next) - max)
        // What is left out is one run of the new text: what follows it was there before. (Which
        // characters are new is ambiguous: typing `a` after `a` may be read as typing it before.)
        expect(fitted.text.startsWith(before)).toBe(true)
        expect(next.startsWith(fitted.text.slice(0, fitted.caret))).toBe(true)
        expect(previous.endsWith(fitted.text.slice(fitted.caret))).toBe(true)
      }),
    )
  })
})
