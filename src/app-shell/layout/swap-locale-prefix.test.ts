import { describe, expect, it } from 'vitest'

import { swapLocalePrefix } from './swap-locale-prefix.ts'

describe('swapLocalePrefix', () => {
  it('puts the locale in front of an unprefixed path', () => {
    expect(swapLocalePrefix('/', undefined, 'zh')).toBe('/zh')
    expect(swapLocalePrefix('/about', undefined, 'ja')).toBe('/ja/about')
  })

  it('replaces the prefix the route validated', () => {
    expect(swapLocalePrefix('/zh/songlist', 'zh', 'ja')).toBe('/ja/songlist')
    expect(swapLocalePrefix('/zh', 'zh', 'ja')).toBe('/ja')
    expect(swapLocalePrefix('/zh/', 'zh', 'ja')).toBe('/ja')
    expect(swapLocalePrefix('/ja/nope', 'ja', 'zh')).toBe('/zh/nope')
  })
})
