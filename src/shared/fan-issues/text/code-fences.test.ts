import { describe, expect, it } from 'vitest'

import { withoutCodeFences } from './code-fences.ts'

describe('withoutCodeFences', () => {
  it('turns runs of three or more backticks or tildes into look-alikes', () => {
    expect(withoutCodeFences('```json\n{}\n```')).toBe('ˋˋˋjson\n{}\nˋˋˋ')
    expect(withoutCodeFences('~~~~ a ``x`` b')).toBe('〜〜〜〜 a ``x`` b')
  })

  it('leaves shorter runs, which are inline code, as they are', () => {
    expect(withoutCodeFences('`a` ``b`` ~~c~~')).toBe('`a` ``b`` ~~c~~')
  })
})
