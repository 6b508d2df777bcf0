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

  it('spells a word of 100,000 letters without overflowing the stack, as it spells a short one', () => {
    expect(kanaOfRomaji('a'.repeat(100_000))).toBe('あ'.repeat(100_000))
    expect(kanaOfRomaji('kyon'.repeat(25_000))).toBe('きょん'.repeat(25_000))
  })
})

describe('a name the build would refuse', () => {
  // What a service may answer: each of these in songs.json fails data:check and the build.
  const hostile = [
    ['a bell (U+0007)', 'Senbon\u0007zakura', 'it holds U+0007'],
    ['a NUL (U+0000)', 'Senbon\u0000zakura', 'it holds U+0000'],
    ['a zero-width space (U+200B)', 'Senbon\u200bzakura', 'it holds U+200B'],
    ['a right-to-left override (U+202E)', 'Senbon\u202ezakura', 'it holds U+202E'],
    ['half of a surrogate pair', 'Senbon\ud800zakura', 'it holds U+D800'],
    ['5,000 letters', 'Senbonzakura'.repeat(417).slice(0, 5000), 'it is 5000 characters long'],
  ]

  it.each(hostile)(
    'is refused, with why, when a romanized name holds %s, and the other service is not outvoted',
    (_, name, why) => {
      const proposals = proposalsOf('title', 'せんぼんさくら', {
        vocadb: answer([romaji(name!)]),
        musicbrainz: answer([romaji('Senbonzakura')]),
      })
      expect(proposals).toEqual([
        expect.objectContaining({ value: 'Senbonzakura', status: 'for-a-person' }),
        expect.objectContaining({
          field: 'alias',
          value: name,
          from: ['vocadb'],
          status: 'refused',
          why: expect.stringContaining(why!),
        }),
      ])
    },
  )

  it.each([
    ['a line break', 'せんぼん\nざくら', 'it holds U+000A'],
    ['a tab', 'せんぼん\tざくら', 'it holds U+0009'],
    ['5,000 characters', 'さ'.repeat(5000), 'it is 5000 characters long, over the 400 allowed'],
  ])('is refused when a kana reading holds %s, from both services alike', (_, name, why) => {
    const proposals = proposalsOf('title', 'せんぼんさくら', {
      vocadb: answer([japanese(name)]),
      musicbrainz: answer([japanese(name)]),
    })
    expect(proposals).toEqual([
      expect.objectContaining({
        field: 'reading',
        value: name,
        from: ['vocadb', 'musicbrainz'],
        status: 'refused',
        why: expect.stringContaining(why),
      }),
    ])
  })

  it("is refused when an artist's romanized name cannot be a name, before it is spelt", () => {
    const long = 'Yonezu Kenshi '.repeat(8000)
    const [proposal] = proposalsOf('artist', 'よねつげんし', {
      vocadb: answer([romaji(long)]),
      musicbrainz: answer([romaji(long)]),
    })
    expect(proposal).toMatchObject({
      field: 'reading',
      status: 'refused',
      from: ['vocadb', 'musicbrainz'],
      why: expect.stringMatching(/^it is 111999 characters long, over the 200 allowed/),
    })
  })

  it('is refused when a spelt reading has no kana in it', () => {
    const [proposal] = proposalsOf('artist', 'にじゅうよん', {
      vocadb: answer([romaji('24')]),
      musicbrainz: answer([romaji('24')]),
    })
    expect(proposal).toMatchObject({
      field: 'reading',
      value: '24',
      spelt: '24',
      status: 'refused',
      why: expect.stringContaining('it is not a reading in kana'),
    })
  })
})
