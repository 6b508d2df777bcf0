import { describe, expect, it } from 'vitest'

import { requestFormatProblem } from './request-format-check.ts'

describe('requestFormatProblem', () => {
  it('accepts a format that names the song on one line', () => {
    expect(requestFormatProblem('{title} / {artist}')).toBeNull()
    expect(requestFormatProblem('點歌 {alias}')).toBeNull()
  })

  it('names an unknown part, a format without the song, and what a chat cannot hold', () => {
    expect(requestFormatProblem('{song} / {singer}')).toBe(
      '{song}, {singer} is not a part: write {title}, {artist} or {alias}',
    )
    expect(requestFormatProblem('リクエスト {artist}')).toBe(
      'names no song: write {title} or {alias} in it',
    )
    expect(requestFormatProblem('{title}\n{artist}')).toBe(
      'a chat line holds no line break, tab or hidden character',
    )
    expect(requestFormatProblem('{title}\u202e')).toBe(
      'a chat line holds no line break, tab or hidden character',
    )
  })
})
