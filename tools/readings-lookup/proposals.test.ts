import { describe, expect, it } from 'vitest'

import type { CandidateName, LookupAnswer } from './lookup-answer.ts'
import { kanaOfRomaji, proposalsOf } from './proposals.ts'

const romaji = (value: string): CandidateName => ({ language: 'Romaji', value })
const japanese = (value: string): CandidateName => ({ language: 'Japanese', value })
const answer = (...names: CandidateName[][]): LookupAnswer => ({
  candidates: names.map((list) => ({ names: list })),
})

describe('proposalsOf', () => {
  it('agrees when both services give the reading, kana or romanized, and the analyser does not', () => {
    expect(
      proposalsOf('title', 'せんぼんさくら', {
        vocadb: answer([
          japanese('千本桜'),
          romaji('Senbonzakura'),
          { language: 'English', value: 'Thousand Cherry Blossoms' },
        ]),
        musicbrainz: answer([
          japanese('千本桜'),
          romaji('Senbonzakura'),
          japanese('せんぼんざくら'),
        ]),
      }),
    ).toEqual([
      {
        field: 'reading',
        value: 'せんぼんざくら',
        kana: 'せんぼんざくら',
        from: ['musicbrainz'],
        status: 'agreed',
      },
      {
        field: 'alias',
        value: 'Senbonzakura',
        kana: 'せんぼんざくら',
        from: ['vocadb', 'musicbrainz'],
        status: 'agreed',
      },
    ])
  })

  it('leaves what one service alone gives for a person', () => {
    expect(
      proposalsOf('title', 'ざんきょうちうた', {
        vocadb: answer(),
        musicbrainz: answer([japanese('残響散歌'), romaji('Zankyosanka')]),
      }),
    ).toEqual([
      {
        field: 'alias',
        value: 'Zankyosanka',
        kana: 'ざんきょさんか',
        from: ['musicbrainz'],
        status: 'for-a-person',
      },
    ])
  })

  it("confirms the analyser's reading, from one service or both, with nothing to write", () => {
    expect(
      proposalsOf('title', 'いのちにきらわれている', {
        vocadb: answer([romaji('Inochi ni Kirawarete Iru')]),
      }),
    ).toMatchObject([{ field: 'alias', status: 'confirms', from: ['vocadb'] }])
  })

  it('folds long vowels and spellings as the site does, but never voicing', () => {
    const shoujo = proposalsOf('title', 'ふかうみしょうじょ', {
      vocadb: answer([romaji('Shinkai Shoujo')]),
      musicbrainz: answer([romaji('Shinkai Shōjo')]),
    })
    expect(shoujo).toEqual([
      {
        field: 'alias',
        value: 'Shinkai Shoujo',
        kana: 'しんかいしょうじょ',
        from: ['vocadb', 'musicbrainz'],
        status: 'agreed',
      },
    ])
    const [sakura] = proposalsOf('title', 'せんぼんさくら', {
      vocadb: answer([romaji('Senbonsakura')]),
    })
    expect(sakura?.status).toBe('confirms')
  })

  it('leaves every reading for a person when two stand (a title two songs share, read two ways)', () => {
    const flames = answer([japanese('炎'), romaji('Homura')], [japanese('炎'), romaji('Honoo')])
    expect(
      proposalsOf('title', 'えん', { vocadb: flames, musicbrainz: flames }).map((p) => [
        p.value,
        p.status,
      ]),
    ).toEqual([
      ['Homura', 'for-a-person'],
      ['Honoo', 'for-a-person'],
    ])
    expect(
      proposalsOf('title', 'ほのお', { vocadb: flames, musicbrainz: flames }).map((p) => [
        p.value,
        p.status,
      ]),
    ).toEqual([
      ['Homura', 'for-a-person'],
      ['Honoo', 'confirms'],
    ])
  })

  it("spells an artist's romanized name as a reading, a kana name winning over the spelling", () => {
    expect(
      proposalsOf('artist', 'よねつげんし', {
        vocadb: answer([japanese('米津玄師'), romaji('Yonezu Kenshi')]),
        musicbrainz: answer([japanese('米津玄師'), romaji('Yonezu Kenshi')]),
      }),
    ).toEqual([
      {
        field: 'reading',
        value: 'よねずけんし',
        kana: 'よねずけんし',
        spelt: 'Yonezu Kenshi',
        from: ['vocadb', 'musicbrainz'],
        status: 'agreed',
      },
    ])
    expect(
      proposalsOf('artist', 'よねつげんし', {
        vocadb: answer([romaji('Yonezu Kenshi')]),
        musicbrainz: answer([japanese('ヨネヅケンシ')]),
      }),
    ).toEqual([
      {
        field: 'reading',
        value: 'よねづけんし',
        kana: 'よねづけんし',
        from: ['vocadb', 'musicbrainz'],
        status: 'agreed',
      },
    ])
    const [luka] = proposalsOf('artist', 'めぐりねるか', {
      vocadb: answer([romaji('Megurine Luka')]),
    })
    expect(luka).toMatchObject({ value: 'めぐりねるか', status: 'confirms' })
  })

  it('proposes nothing from a failed service, an English name or a name in kanji', () => {
    expect(
      proposalsOf('title', 'ぐれんはな', {
        vocadb: { unavailable: 'no answer (fetch failed)' },
        musicbrainz: answer([japanese('紅蓮華'), { language: 'English', value: 'Red Lotus' }]),
      }),
    ).toEqual([])
  })
})

describe('kanaOfRomaji', () => {
  it.each([
    ['Roshin Yuukai', 'ろしんゆうかい'],
    ['Shinkai Shōjo', 'しんかいしょうじょ'],
    ['Megurine Luka', 'めぐりねるか'],
    ['Kurousa-P', 'くろうさp'],
    ["Ren'ai Saiban", 'れんあいさいばん'],
  ])('spells %s as %s, word by word', (romaji, kana) => {
    expect(kanaOfRomaji(romaji)).toBe(kana)
  })
})
