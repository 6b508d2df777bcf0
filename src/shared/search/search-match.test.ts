import { describe, expect, it } from 'vitest'
import { hanFormsFromPairs } from './search-fold'
import { compileQuery, describeMatch, matchesText, type SearchableText } from './search-match'

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

describe('describeMatch', () => {
  it('marks the title where it matched as written, in any character form', () => {
    expect(text(describeMatch(senbonzakura, query('本櫻'), forms).text)).toBe('千[本桜]')
    expect(describeMatch(senbonzakura, query('本櫻'), forms).via).toBeNull()
    expect(text(describeMatch(lemon, query('mo'), forms).text)).toBe('Le[mo]n')
  })

  it('shows the reading, romaji, pinyin or alias a title was found through', () => {
    const via = (q: string) => {
      const found = describeMatch(senbonzakura, query(q), forms).via
      return found && `${found.route}: ${text(found.text)}`
    }
    expect(via('ぼんざ')).toBe('reading: せん[ぼんざ]くら')
    expect(via('bonza')).toBe('alias: Sen[bonza]kura')
    expect(via('qianben')).toBe('pinyin: [qian ben] ying')
    expect(via('benyi')).toBe('pinyin: qian [ben yi]ng')
    expect(via('by')).toBe('pinyin: qian [b]en [y]ing')
  })

  it('marks nothing without a query', () => {
    expect(describeMatch(lemon, null, forms)).toEqual({
      text: [{ text: 'Lemon', marked: false }],
      via: null,
    })
  })
})
