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
    // Read by browsers as `//evil.example`: tabs and newlines are dropped from an address.
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a dot segment that leaves two slashes', '/.//evil.example'],
    ['not text', 42],
    ['nothing', undefined],
  ])('ignores %s', (_what, from) => {
    expect(validateOfflineSearch({ from })).toEqual({})
  })

  it('sets a refused parameter to nothing, so the raw one laid under it is hidden too', () => {
    expect(validateOfflineSearch({ from: '//evil.example' })).toHaveProperty('from', undefined)
  })
})
