import { describe, expect, it } from 'vitest'

import { shownValue } from './formula-cells.ts'

describe('shownValue', () => {
  it('takes the link of a HYPERLINK in the url column and its text in any other', () => {
    const cell = '=HYPERLINK("https://youtu.be/luna240106a?t=60","夜に駆ける ""live""")'
    expect(shownValue(cell, true)).toBe('https://youtu.be/luna240106a?t=60')
    expect(shownValue(cell, false)).toBe('夜に駆ける "live"')
    expect(shownValue('=hyperlink("https://youtu.be/luna240106a"; "▶")', true)).toBe(
      'https://youtu.be/luna240106a',
    )
  })

  it('has no value for any other formula, or a HYPERLINK without its text outside the url column', () => {
    for (const cell of ['=B2', '=$B$2+1', '=TIME(0,5,0)', '=HYPERLINK(C2,"▶")'])
      expect(shownValue(cell, false)).toBeNull()
    expect(shownValue('=HYPERLINK("https://youtu.be/luna240106a")', false)).toBeNull()
  })

  // Issue 69: only `=name(` and `=A1` were refused, so this one was imported as a title.
  it('has no value for a formula behind any sign, a DDE link or a call further in', () => {
    for (const cell of [
      "=cmd|' /C calc'!A0",
      "+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      "@SUM(1+1)*cmd|' /C calc'!A0",
      '=1+SUM(A1)',
      '=-HYPERLINK("https://evil.example","x")',
    ]) {
      expect(shownValue(cell, false)).toBeNull()
      expect(shownValue(cell, true)).toBeNull()
    }
  })

  it('reads titles and artists that only look a little like formulas as they are', () => {
    for (const cell of ['=LOVE', '-ERROR-', '+1', '@home', '=(イコール)', '1+1=2'])
      expect(shownValue(cell, false)).toBe(cell)
  })
})
