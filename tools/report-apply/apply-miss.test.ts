import { describe, expect, it } from 'vitest'

import { isKanaQuery } from './apply-miss.ts'

describe('isKanaQuery (a query written as a reading)', () => {
  it.each(['こころなし', 'ハナニボウレイ', 'ちょこれーと でぃすこ', 'いすゞ', 'ヴァンパイア'])(
    'takes %s for kana',
    (query) => expect(isKanaQuery(query)).toBe(true),
  )

  it.each([
    ['kokoronashi', 'Latin'],
    ['心做し', 'kanji'],
    ['こころ做し', 'kana and kanji'],
    ['ﾛｷ', 'half-width katakana, which a reading does not hold'],
    ['ー', 'a prolonged sound mark alone'],
    ['ロキ!', 'punctuation'],
    ['ＤＡＯＫＯ', 'full-width Latin'],
  ])('takes %s (%s) for no reading', (query) => expect(isKanaQuery(query)).toBe(false))
})
