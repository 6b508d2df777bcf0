import { describe, expect, it } from 'vitest'

import { splitArtists } from './artists.ts'

describe('splitArtists', () => {
  it.each([
    ['YOASOBI', ['YOASOBI']],
    ['DAOKO × 米津玄師', ['DAOKO', '米津玄師']],
    ['ClariS × fripSide', ['ClariS', 'fripSide']],
    ['Mrs. GREEN APPLE feat. 井上苑子', ['Mrs. GREEN APPLE', '井上苑子']],
    ['作詞・作曲: バルーン', ['バルーン']],
    ['A / B／A', ['A', 'B']],
    ['ランカ・リー＝中島愛', ['ランカ・リー＝中島愛']],
  ])('splits %s', (singer, artists) => {
    expect(splitArtists(singer)).toEqual(artists)
  })
})
