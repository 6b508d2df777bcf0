import { describe, expect, it } from 'vitest'

import { foldForSearch } from '#src/shared/search/search-fold.ts'
import { compileQuery, type SearchableText } from '#src/shared/search/search-match.ts'

import { allowedScriptTypos, allowedTypos, closeMatches, distanceWithin } from './close-matches.ts'

const field = (text: string, romaji = '', pinyin = '', reading = ''): SearchableText => ({
  text,
  key: [foldForSearch(text), reading].filter(Boolean).join('\u0000'),
  reading,
  romaji,
  pinyin,
  aliases: [],
})
const songs = [
  field('夜に駆ける', 'yorunikakeru', 'ye qu', 'よるにかける'),
  field('Lemon'),
  field('小幸運', '', 'xiao xing yun'),
  field('Pretender'),
  field('千本桜', 'senbonzakura', 'qian ben ying', 'せんぼんざくら'),
  field('マリーゴールド', 'marigorudo'),
]
const close = (q: string) => closeMatches(songs, (s) => s, compileQuery(q)).map((s) => s.text)

describe('distanceWithin', () => {
  it('counts the fewest edits to some part of the text', () => {
    expect(distanceWithin('kake', 'yorunikakeru')).toBe(0)
    expect(distanceWithin('kakw', 'yorunikakeru')).toBe(1)
    expect(distanceWithin('kkae', 'yorunikakeru')).toBe(2)
    expect(distanceWithin('xyz', 'abc')).toBe(3)
    expect(distanceWithin('', 'abc')).toBe(0)
  })
})

describe('closeMatches', () => {
  it('finds titles one or two typos away through romaji, pinyin and Latin titles', () => {
    expect(close('yorunikakeu')).toEqual(['夜に駆ける'])
    expect(close('yorunikakaeu')).toEqual(['夜に駆ける'])
    expect(close('lemonn')).toEqual(['Lemon'])
    expect(close('xiaoxinyun')).toEqual(['小幸運'])
    expect(close('pretnder')).toEqual(['Pretender'])
  })

  it('lists the closest first', () => {
    const both = [field('Lemonada'), field('Lemonade')]
    expect(closeMatches(both, (s) => s, compileQuery('lemonadex')).map((s) => s.text)).toEqual([
      'Lemonade',
      'Lemonada',
    ])
  })

  it('allows no typo in a short query, and finds nothing for far queries', () => {
    expect(allowedTypos('lem')).toBe(0)
    expect(close('lem')).toEqual([])
    expect(close('zzzzzzzz')).toEqual([])
    expect(close('ぬぬぬぬぬぬ')).toEqual([])
    expect(allowedTypos('yorunika')).toBe(2)
  })

  it('finds kana queries with a typo through the readings, their romaji and Latin titles', () => {
    expect(close('せんぼんざくろ')).toEqual(['千本桜'])
    expect(close('センボンザクロ')).toEqual(['千本桜'])
    expect(close('よるにかけう')).toEqual(['夜に駆ける'])
    expect(close('まりごーるど')).toEqual(['マリーゴールド'])
    // No reading holds it: the romaji of the kana meets the Latin title.
    expect(close('レモン')).toEqual(['Lemon'])
  })

  it('finds kanji queries with a typo in the titles as written', () => {
    expect(close('千本松')).toEqual(['千本桜'])
    expect(close('夜に駆けろ')).toEqual(['夜に駆ける'])
    expect(allowedScriptTypos('千本')).toBe(0)
    expect(close('千松')).toEqual([])
    expect(close('万本松')).toEqual([])
  })
})
