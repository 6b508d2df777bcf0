import { describe, expect, it } from 'vitest'

import { shownAsTyped } from './shown-as-typed.ts'

describe('shownAsTyped', () => {
  it('keeps GitHub from reading tags, comments and link definitions in fan text', () => {
    expect(shownAsTyped('<Intro> <!-- x --> <3')).toBe('&lt;Intro> &lt;!-- x --> &lt;3')
    expect(shownAsTyped(' [1]: https://x [a]')).toBe(' \\[1]: https://x [a]')
  })

  it('still turns fence runs into look-alikes, and leaves plain text alone', () => {
    expect(shownAsTyped('```json')).toBe('ˋˋˋjson')
    expect(shownAsTyped('夜に駆ける / YOASOBI')).toBe('夜に駆ける / YOASOBI')
  })
})
