import { describe, expect, it } from 'vitest'
import { allowedTypos, closeMatches, distanceWithin } from './close-matches'
import { compileQuery, type SearchableText } from './search-match'

const field = (text: string, romaji = '', pinyin = ''): SearchableText => ({
  text,
  key: text.toLowerCase().replaceAll(' ', ''),
  reading: '',
  romaji,
  pinyin,
  aliases: [],
})
const songs = [
  field('夜に駆ける', 'yorunikakeru'),
  field('Lemon'),
  field('小幸運', '', 'xiao xing yun'),
  field('Pretender'),
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

  it('allows no typo in a short query, and finds nothing for other scripts or far queries', () => {
    expect(allowedTypos('lem')).toBe(0)
    expect(close('lem')).toEqual([])
    expect(close('よるにかけう')).toEqual([])
    expect(close('zzzzzzzz')).toEqual([])
    expect(allowedTypos('yorunika')).toBe(2)
  })
})
