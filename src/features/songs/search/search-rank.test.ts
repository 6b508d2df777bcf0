import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { encodeOtherReadings, type OtherReadings } from '#src/shared/search/other-readings.ts'
import { searchableText, type SearchAids } from '#src/shared/search/search-aids.ts'
import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { compileQuery, type SearchableText } from '#src/shared/search/search-match.ts'

import { byRank, type MatchTier, matchTiers, partialRank, tierOf, tierRank } from './rank-order.ts'
import { type RankScope, songRanker, soundsAlike } from './search-rank.ts'
import { soundAlike } from './sound-alike.ts'

// Readings as the build would ship them, some of them the analyser's wrong ones on purpose.
const readings: Record<string, [reading: string, romaji: string]> = {
  千本桜: ['せんぼんさくら', 'senbonsakura'],
  一番の宝物: ['いちばんのほうもつ', 'itibannowomotu'],
  夜に駆ける: ['よるにかける', 'yorunikakeru'],
  夜明けと蛍: ['よあけとほたる', 'yoaketowotaru'],
  YOASOBI: ['', ''],
  ヨルシカ: ['よるしか', 'yorusika'],
  雨愛: ['あまあい', 'amaai'],
  花: ['はな', 'wana'],
}
const aids: SearchAids = {
  forms: new Map(),
  texts: new Map(
    Object.entries(readings).map(([text, [reading, romaji]]) => [
      foldForSearch(text),
      { reading, romaji, pinyin: '' },
    ]),
  ),
  aliases: new Map(),
}
const field = (text: string, aliases: string[] = []) => searchableText(text, aids, aliases)

interface TestSong {
  titleSearch: SearchableText
  singerSearch: SearchableText
}
const song = (title: string, artist: string, aliases: string[] = []): TestSong => ({
  titleSearch: field(title, aliases),
  singerSearch: field(artist),
})

const tierFor = (query: string, s: TestSong, scope: RankScope = 'any'): MatchTier | null => {
  const compiled = compileQuery(query)
  if (!compiled) throw new Error(`no query: ${query}`)
  const rank = songRanker(compiled, scope)(s.titleSearch, s.singerSearch)
  return rank === null ? null : tierOf(rank)
}

describe('songRanker, each tier', () => {
  it('ranks the title or an alias as a whole, then its start, its words, anywhere', () => {
    expect(tierFor('lemon', song('Lemon', '米津玄師'))).toBe('title')
    expect(tierFor('a little happiness', song('小幸運', '田馥甄', ['A Little Happiness']))).toBe(
      'title',
    )
    expect(tierFor('lem', song('Lemon', '米津玄師'))).toBe('titleStart')
    expect(tierFor('love', song('Crazy Love Song', 'x'))).toBe('titleWords')
    expect(tierFor('ove', song('Crazy Love Song', 'x'))).toBe('titlePart')
  })

  it('ranks the artist as written below the title, its start above a part of it', () => {
    expect(tierFor('yoasobi', song('夜に駆ける', 'YOASOBI'))).toBe('artist')
    expect(tierFor('yoa', song('夜に駆ける', 'YOASOBI'))).toBe('artist')
    expect(tierFor('sobi', song('夜に駆ける', 'YOASOBI'))).toBe('artistPart')
  })

  it('ranks the title’s reading or romaji, its start above a part, then the artist’s', () => {
    expect(tierFor('yoru ni kakeru', song('夜に駆ける', 'YOASOBI'))).toBe('reading')
    expect(tierFor('よるに', song('夜に駆ける', 'YOASOBI'))).toBe('reading')
    expect(tierFor('kakeru', song('夜に駆ける', 'YOASOBI'))).toBe('readingPart')
    expect(tierFor('yorushika', song('花', 'ヨルシカ'))).toBe('artistReading')
  })

  it('ranks a query whose words are spread over the title and the artist next', () => {
    expect(tierFor('千本桜 黒うさ', song('千本桜', '黒うさP'))).toBe('words')
  })

  it('ranks what only sounds alike below every match of the whole query', () => {
    expect(tierFor('senbonzakura', song('千本桜', '黒うさP'))).toBe('soundAlike')
    expect(tierFor('せんぼんざくら', song('千本桜', '黒うさP'))).toBe('soundAlike')
    expect(tierFor('ばな', song('花', 'ヨルシカ'))).toBe('soundAlike')
    expect(tierFor('zakura', song('夜に駆ける', 'YOASOBI'))).toBeNull()
  })

  it('ranks a query of which only some words match last, and a single word never partially', () => {
    expect(tierFor('ichiban no takaramono', song('一番の宝物', 'LiSA'))).toBe('partial')
    expect(tierFor('takaramono', song('一番の宝物', 'LiSA'))).toBeNull()
  })

  it('keeps to its field: the title filter does not rank the artist, the singer filter the title', () => {
    expect(tierFor('yoasobi', song('夜に駆ける', 'YOASOBI'), 'title')).toBeNull()
    expect(tierFor('lemon', song('Lemon', '米津玄師'), 'singer')).toBeNull()
    expect(tierFor('yoasobi', song('夜に駆ける', 'YOASOBI'), 'singer')).toBe('artist')
  })

  it('gives a partial match of more words a better rank than one of fewer', () => {
    const compiled = compileQuery('ichiban no takaramono hoshi')!
    const rank = songRanker(compiled, 'any')
    const two = song('一番の宝物', 'LiSA')
    const one = song('Snow halation', "μ's")
    const both = rank(two.titleSearch, two.singerSearch)!
    const single = rank(one.titleSearch, one.singerSearch)!
    expect(both).toBeGreaterThanOrEqual(partialRank)
    expect(single).toBeGreaterThan(both)
  })
})

describe('byRank', () => {
  const songs = [
    song('夜明けと蛍', 'n-buna'),
    song('夜に駆ける', 'YOASOBI'),
    song('Lemon', '米津玄師'),
    song('一番の宝物', 'LiSA'),
    song('夜に駆ける', 'Ayase'),
  ]
  const ranked = (query: string) => {
    const rank = songRanker(compileQuery(query)!, 'any')
    return byRank(songs, (s) => rank(s.titleSearch, s.singerSearch)).map(
      (s) => `${s.titleSearch.text} / ${s.singerSearch.text}`,
    )
  }

  it('puts the best match first and keeps the given order (times sung) within a tier', () => {
    expect(ranked('夜')).toEqual([
      '夜明けと蛍 / n-buna',
      '夜に駆ける / YOASOBI',
      '夜に駆ける / Ayase',
    ])
    expect(ranked('yoasobi')).toEqual(['夜に駆ける / YOASOBI'])
    expect(ranked('夜に駆ける')).toEqual(['夜に駆ける / YOASOBI', '夜に駆ける / Ayase'])
  })

  it('keeps, of the partial matches, only those that match the most words', () => {
    // 一番の宝物 matches ichiban and no; 夜明けと蛍 (yoaketowotaru) none; Lemon none.
    expect(ranked('ichiban no takaramono')).toEqual(['一番の宝物 / LiSA'])
  })
})

describe('soundsAlike and soundAlike', () => {
  it('folds voicing and long vowels away, as both sides do', () => {
    expect(soundAlike('senbonzakura')).toBe(soundAlike('senbonsakura'))
    expect(soundAlike('bana')).toBe(soundAlike('wana'))
    expect(soundAlike('sensei')).toBe(soundAlike('sense'))
    expect(soundAlike('sakura')).not.toBe(soundAlike('sukura'))
  })

  it('names the text that sounds like the query', () => {
    const s = song('千本桜', '黒うさP')
    expect(soundsAlike(compileQuery('senbonzakura')!, s.titleSearch, s.singerSearch)?.text).toBe(
      '千本桜',
    )
    expect(soundsAlike(compileQuery('千本桜')!, s.titleSearch, s.singerSearch)).toBeNull()
  })
})

describe('a match of the whole query always ranks above a partial one', () => {
  const titles = Object.keys(readings)
  const words = [
    'ichiban',
    'no',
    'yoru',
    'ni',
    'senbon',
    'zakura',
    'lemon',
    '夜',
    '花',
    'love',
    'x',
  ]
  it('for any songs and any query of several words', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom(...titles, 'Lemon', 'Crazy Love Song'),
            fc.constantFrom(...titles, 'x'),
          ),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        fc.array(fc.constantFrom(...words), { minLength: 2, maxLength: 4 }),
        (pairs, query) => {
          const compiled = compileQuery(query.join(' '))
          if (!compiled) return
          const rank = songRanker(compiled, 'any')
          const ranks = pairs.map(([t, a]) => {
            const s = song(t, a)
            return rank(s.titleSearch, s.singerSearch)
          })
          const full = ranks.filter((r): r is number => r !== null && r < partialRank)
          const partial = ranks.filter((r): r is number => r !== null && r >= partialRank)
          for (const f of full) for (const p of partial) expect(f).toBeLessThan(p)
        },
      ),
    )
  })
})

describe('the other readings, a tier below the trusted ones', () => {
  // 深海少女 as the analyser reads it (ふかうみ), its sung reading among the dictionary's others;
  // 心做し, which the analyser left unread, read only there.
  const others: OtherReadings = Object.fromEntries(
    Object.entries({
      深海少女: ['しんかいしょうじょ', 'ふかみしょうじょ'],
      心做し: ['こころなし'],
      一番の宝物: ['いちばんのたからもの'],
    }).map(([text, other]) => [
      foldForSearch(text),
      encodeOtherReadings(field(text).reading, other),
    ]),
  )
  const otherTier = (query: string, s: TestSong, scope: RankScope = 'any') => {
    const rank = songRanker(compileQuery(query)!, scope, undefined, others)
    const found = rank(s.titleSearch, s.singerSearch)
    return found === null ? null : tierOf(found)
  }

  it('ranks a match of another reading between the whole query’s and the sound-alike ones', () => {
    expect(otherTier('shinkai shoujo', song('深海少女', 'ゆうゆ'))).toBe('otherReading')
    expect(otherTier('しんかいしょうじょ', song('深海少女', 'ゆうゆ'))).toBe('otherReading')
    expect(otherTier('kokoronashi', song('心做し', '蝶々P'))).toBe('otherReading')
    expect(otherTier('こころな', song('心做し', '蝶々P'))).toBe('otherReading')
    const order = ['words', 'otherReading', 'soundAlike', 'partial'].map((t) =>
      matchTiers.indexOf(t as MatchTier),
    )
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('keeps a match of the trusted reading, and of the title as written, in its own tier', () => {
    expect(otherTier('ichiban', song('一番の宝物', 'LiSA'))).toBe('reading')
    expect(otherTier('一番', song('一番の宝物', 'LiSA'))).toBe('titleStart')
    // Without the other readings the same query finds only what the words give.
    expect(tierFor('ichiban no takaramono', song('一番の宝物', 'LiSA'))).toBe('partial')
    expect(otherTier('ichiban no takaramono', song('一番の宝物', 'LiSA'))).toBe('otherReading')
  })

  it('keeps to its field, as the other tiers do', () => {
    expect(otherTier('kokoronashi', song('心做し', '蝶々P'), 'singer')).toBeNull()
    expect(otherTier('kokoronashi', song('x', '心做し'), 'title')).toBeNull()
    expect(otherTier('kokoronashi', song('x', '心做し'), 'singer')).toBe('otherReading')
  })

  it('ranks a song by its trusted reading above one by another reading, and that above a partial match, for any songs and queries', () => {
    const titles = [...Object.keys(readings), '深海少女', '心做し', 'Lemon']
    const queries = ['shinkai', 'しんかい', 'kokoro', 'ichiban', 'ichiban no', 'yoru', 'no', 'hana']
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...titles), fc.constantFrom(...titles, 'x')), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.constantFrom(...queries),
        fc.constantFrom(...queries),
        (pairs, first, second) => {
          const compiled = compileQuery(`${first} ${second}`)!
          const rank = songRanker(compiled, 'any', undefined, others)
          const plain = songRanker(compiled, 'any')
          for (const [t, a] of pairs) {
            const s = song(t, a)
            const withOthers = rank(s.titleSearch, s.singerSearch)
            const without = plain(s.titleSearch, s.singerSearch)
            // The other readings never lower a song's rank, and never reach the trusted tiers.
            if (without !== null && without < tierRank('otherReading'))
              expect(withOthers).toBe(without)
            if (withOthers !== null && without !== withOthers) {
              expect(tierOf(withOthers)).toBe('otherReading')
              if (without !== null) expect(withOthers).toBeLessThan(without)
            }
          }
        },
      ),
    )
  })
})
