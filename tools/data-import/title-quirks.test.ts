import { describe, expect, it } from 'vitest'

import { titleQuirk } from './title-quirks.ts'

describe('titleQuirk', () => {
  it.each([
    ['20:15 Lemon', '20:15'],
    ['Lemon 1:02:03', '1:02:03'],
    ['２０：１５ Lemon', '20:15'],
  ])('says %s holds a time', (title, time) => {
    expect(titleQuirk(title)).toBe(
      `the title "${title}" holds what looks like a time, ${time}; imported as it is: if it is where the song starts, move it to the time column`,
    )
  })

  it.each([
    ['03. Lemon', '03.'],
    ['3) Lemon', '3)'],
    ['#3 Lemon', '#3'],
    ['12.夜に駆ける', '12.'],
    ['０３．Lemon', '03.'],
  ])('says %s starts with a track number', (title, track) => {
    expect(titleQuirk(title)).toBe(
      `the title "${title}" starts with what looks like a track number, ${track}; imported as it is: remove it from the sheet if it is not part of the title`,
    )
  })

  it.each([
    'Lemon',
    '3 Lemon',
    '99.9',
    '2.5次元',
    '#1',
    '25時、ナイトコードで。',
    '12:345',
    '1.2.3',
  ])('takes %s for a title', (title) => {
    expect(titleQuirk(title)).toBeUndefined()
  })
})
