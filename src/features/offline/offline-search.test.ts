import { describe, expect, it } from 'vitest'

import { validateOfflineSearch } from './offline-search.ts'

describe("the offline page's parameter", () => {
  it('keeps a path of this site', () => {
    expect(validateOfflineSearch({ from: '/zh/songs/lemon?t=1' })).toEqual({
      from: '/zh/songs/lemon?t=1',
    })
  })

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative address', '//evil.example/x'],
    ['a backslash trick', '/\\evil.example'],
    ['a script address', 'javascript:alert(1)'],
    ['not text', 42],
    ['nothing', undefined],
  ])('ignores %s', (_what, from) => {
    expect(validateOfflineSearch({ from })).toEqual({})
  })
})
