import { describe, expect, it } from 'vitest'

import { hanFormsFromPairs } from './search-fold.ts'
import {
  compileQuery,
  markMatches,
  matchedVia,
  matchesText,
  type SearchableText,
} from './search-match.ts'

// As the build would make them: 桜 is the canonical form of 櫻 and 樱 in this small table.
const forms = hanFormsFromPairs('櫻樱桜樱')
const senbonzakura: SearchableText = {
  text: '千本桜',
  key: '千本樱\u0000せんぼんざくら\u0000senbonzakura',
  reading: 'せんぼんざくら',
  romaji: 'senbonzakura',
  pinyin: 'qian ben ying',
  aliases: ['Senbonzakura'],
}
const lemon: SearchableText = {
  text: 'Lemon',
  key: 'lemon',
  reading: '',
  romaji: '',
  pinyin: '',
  aliases: [],
}
const query = (q: string) => compileQuery(q, forms)
const text = (runs: { text: string; marked: boolean }[]) =>
  runs.map((r) => (r.marked ? `[${r.text}]` : r.text)).join('')

describe('compileQuery', () => {
  it('gives nothing for a query that folds to nothing', () => {
    expect(compileQuery('', forms)).toBeNull()
    expect(compileQuery(' 、！', forms)).toBeNull()
  })

  it('has Latin forms only for Latin letters and digits, accents dropped', () => {
    expect(query('千本')?.latin).toBeNull()
    expect(query('Qiān Běn')?.latin).toEqual({
      plain: 'qianben',
      romaji: 'qianben',
      pinyin: 'qianben',
    })
    expect(query('lv')?.latin?.pinyin).toBe('lu')
  })

  it('compiles each word of a query of several words, and no words for one', () => {
    const words = (q: string) => query(q)?.words.map((w) => [w.folded, w.latin?.romaji ?? null])
    expect(words('千本櫻\u3000黒うさ')).toEqual([
      ['千本樱', null],
      ['黒うさ', null],
    ])
    expect(words(' Senbon  shi ')).toEqual([
      ['senbon', 'senbon'],
      ['shi', 'si'],
    ])
    expect(words('千本桜')).toEqual([])
    // A word that folds to nothing is no word.
    expect(words('千本桜 ！')).toEqual([])
    expect(query('千本 桜')?.folded).toBe('千本樱')
  })
})

describe('matchesText', () => {
  it.each([
    '千本桜',
    '千本櫻',
    '千本樱',
    'せんぼん',
    'センボンザクラ',
    'sembonzakura',
    'senbon',
    'qianbenying',
    'qby',
    'SENBONZAKURA',
  ])('finds 千本桜 by %s', (q) => expect(matchesText(senbonzakura, query(q)!)).toBe(true))

  it.each(['千本松', 'ぜんぼん', 'senbonsakura', 'qianbenxing', 'qbx', 'lemon'])(
    'does not find 千本桜 by %s',
    (q) => expect(matchesText(senbonzakura, query(q)!)).toBe(false),
  )

  it('matches a Latin title as written, and no romaji or pinyin where there is none', () => {
    expect(matchesText(lemon, query('LEM')!)).toBe(true)
    expect(matchesText(lemon, query('remon')!)).toBe(false)
  })
})

const compiled = (queries: string[]) => queries.map((q) => query(q)!)
/** The field's text, marked where the queries matched it as written. */
const marks = (field: SearchableText, ...queries: string[]) =>
  text(markMatches(field.text, compiled(queries), forms))
/** What the queries matched the field through, if not its text. */
const via = (field: SearchableText, ...queries: string[]) => {
  const found = matchedVia(field, compiled(queries), forms)
  return found && `${found.route}: ${text(found.text)}`
}

describe('markMatches and matchedVia', () => {
  it('mark the title where it matched as written, in any character form', () => {
    expect(marks(senbonzakura, '本櫻')).toBe('千[本桜]')
    expect(via(senbonzakura, '本櫻')).toBeNull()
    expect(marks(lemon, 'mo')).toBe('Le[mo]n')
  })

  it('mark every query that matched as written, and show how the first other one matched', () => {
    expect(marks(senbonzakura, '桜', '千')).toBe('[千]本[桜]')
    expect(marks(senbonzakura, '千本', '本桜')).toBe('[千本桜]')
    expect(marks(senbonzakura, '千', 'ぼんざ', 'qian')).toBe('[千]本桜')
    expect(via(senbonzakura, '千', 'ぼんざ', 'qian')).toBe('reading: せん[ぼんざ]くら')
    expect(via(senbonzakura, '千', 'lemon', 'qian')).toBe('pinyin: [qian] ben ying')
  })

  it('show a romaji match in Hepburn, words apart, not in the folded form it matched in', () => {
    const yonezu: SearchableText = {
      text: '米津玄師',
      key: '米津玄师\u0000よねづけんし',
      reading: 'よねづけんし',
      romaji: 'yonezukensi',
      pinyin: '',
      aliases: [],
    }
    const yoru: SearchableText = {
      text: '夜に駆ける',
      key: '夜に駆ける\u0000よるにかける',
      reading: 'よるにかける',
      romaji: 'yorunikakeru',
      pinyin: '',
      aliases: [],
    }
    expect(via(yonezu, 'kenshi')).toBe('romaji: yonezu[kenshi]')
    expect(via(yoru, 'yoru ni')).toBe('romaji: [yoru ni] kakeru')
  })

  it('show the reading, romaji, pinyin or alias a title was found through', () => {
    expect(via(senbonzakura, 'ぼんざ')).toBe('reading: せん[ぼんざ]くら')
    expect(via(senbonzakura, 'bonza')).toBe('alias: Sen[bonza]kura')
    expect(via(senbonzakura, 'qianben')).toBe('pinyin: [qian ben] ying')
    expect(via(senbonzakura, 'benyi')).toBe('pinyin: qian [ben yi]ng')
    expect(via(senbonzakura, 'by')).toBe('pinyin: qian [b]en [y]ing')
  })

  it('mark nothing without a query', () => {
    expect(markMatches('Lemon', [], forms)).toEqual([{ text: 'Lemon', marked: false }])
    expect(matchedVia(lemon, [], forms)).toBeNull()
  })
})
