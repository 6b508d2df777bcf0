import { describe, expect, it } from 'vitest'

import {
  mergedArtist,
  spelledTitleLines,
  spelledTitles,
  titlesToMerge,
} from './artist-spellings.ts'

const sung = (songName: string, singer: string) => ({ songName, singer })

describe('spelledTitles', () => {
  it('lists a title credited to artists the site counts apart, the most used spelling first', () => {
    const titles = spelledTitles([
      sung('Calc.', 'ジミーサムP'),
      sung('Calc.', '初音ミク'),
      sung('calc', '初音 ミク'),
      sung('Calc.', 'ジミーサムP feat. 初音ミク'),
    ])
    expect(titles).toEqual([
      {
        title: 'Calc.',
        spellings: [
          { singer: '初音ミク', performances: 2 },
          { singer: 'ジミーサムP', performances: 1 },
          { singer: 'ジミーサムP feat. 初音ミク', performances: 1 },
        ],
        oneArtist: true,
      },
    ])
  })

  it('leaves out what songKey joins already and an unknown artist', () => {
    const titles = spelledTitles([
      sung('Lemon', '米津玄師'),
      sung('LEMON', '米津 玄師'),
      sung('Lemon', ''),
    ])
    expect(titles).toEqual([])
  })

  it('tells spellings that share a name from spellings that share none', () => {
    const oneArtist = (...singers: string[]) =>
      spelledTitles(singers.map((singer) => sung('Song', singer)))[0]?.oneArtist
    // One holds the other, folded.
    expect(oneArtist('YOASOBI', 'YOASOBI (Ayase, ikura)')).toBe(true)
    // An artist of a credit in common.
    expect(oneArtist('DAOKO × 米津玄師', '米津玄師 × DAOKO')).toBe(true)
    // Linked through a third spelling.
    expect(oneArtist('初音ミク', 'ジミーサムP', 'ジミーサムP feat. 初音ミク')).toBe(true)
    expect(oneArtist('米津玄師', 'Kenshi Yonezu')).toBe(false)
    expect(oneArtist('初音ミク', 'ジミーサムP')).toBe(false)
    // A one-letter name tells nothing.
    expect(oneArtist('A', 'ABBA')).toBe(false)
  })
})

describe('titlesToMerge and mergedArtist', () => {
  const titles = spelledTitles([
    sung('夜に駆ける', 'YOASOBI (Ayase, ikura)'),
    sung('夜に駆ける', 'YOASOBI'),
    sung('夜に駆ける', 'YOASOBI'),
    sung('三日月', '絢香'),
    sung('三日月', 'ayaka'),
  ])

  it('merges every title of shared names, and a title named whatever its spellings', () => {
    const all = titlesToMerge(titles, { oneArtist: true, titles: [] })
    expect([...all.merging.values()].map((title) => title.title)).toEqual(['夜に駆ける'])
    const named = titlesToMerge(titles, { oneArtist: false, titles: ['三日月', 'Lemon'] })
    expect([...named.merging.values()].map((title) => title.title)).toEqual(['三日月'])
    expect(named.unknown).toEqual(['Lemon'])
  })

  it('credits the others to the most used spelling, then to the first seen of equals', () => {
    const { merging } = titlesToMerge(titles, { oneArtist: true, titles: ['三日月'] })
    expect(mergedArtist(sung('夜に駆ける', 'YOASOBI (Ayase, ikura)'), merging)).toBe('YOASOBI')
    expect(mergedArtist(sung('夜に駆ける', 'yoasobi'), merging)).toBeNull()
    expect(mergedArtist(sung('三日月', 'ayaka'), merging)).toBe('絢香')
    expect(mergedArtist(sung('三日月', ''), merging)).toBeNull()
    expect(mergedArtist(sung('Lemon', 'ayaka'), merging)).toBeNull()
  })
})

describe('spelledTitleLines', () => {
  const many = spelledTitles(
    [1, 2, 3, 4, 5, 6, 7].flatMap((n) => [sung(`Song ${n}`, 'Band'), sung(`Song ${n}`, 'Other')]),
  )

  it('counts the titles, shows the first ones and says how to merge', () => {
    const lines = spelledTitleLines(many, 5)
    expect(lines[0]).toBe(
      '7 titles are credited to several artists, and each spelling counts as a song of its own (sharing a name: 0, sharing none: 7):',
    )
    expect(lines.slice(1, 7)).toEqual([
      '  "Song 1": "Band" ×1, "Other" ×1; no name in common: two songs, or one artist?',
      ...[2, 3, 4, 5].map((n) => expect.stringMatching(`^  "Song ${n}": `)),
      '  … and 2 more (--verbose lists them)',
    ])
    expect(lines[7]).toMatch(/^npm run data:check -- --fix --merge-artists keeps /)
    expect(spelledTitleLines(many, Infinity)).toHaveLength(9)
  })

  it('prints nothing when every title has one spelling', () => {
    expect(spelledTitleLines([], 5)).toEqual([])
  })
})
