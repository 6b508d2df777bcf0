import { describe, expect, it } from 'vitest'

import { hepburnPieces, readableRomaji, readingWords } from './readable-romaji.ts'
import type { SearchableText } from './search-match.ts'

const hepburn = (kana: string) => hepburnPieces(kana).join('')
const field = (text: string, reading: string): SearchableText => ({
  text,
  key: '',
  reading,
  romaji: 'unused here',
  pinyin: '',
  aliases: [],
})
/** The readable form with the match in brackets. */
const shown = (text: string, reading: string, romaji: string) => {
  const { text: readable, match } = readableRomaji(field(text, reading), romaji)
  return match
    ? `${readable.slice(0, match[0])}[${readable.slice(...match)}]${readable.slice(match[1])}`
    : readable
}

describe('hepburnPieces', () => {
  it.each([
    ['よねづけんし', 'yonezukenshi'],
    ['しーくれっとべーす', 'shīkurettobēsu'],
    ['まっちゃ', 'matcha'],
    ['がっこう', 'gakkou'],
    ['きんえん', "kin'en"],
    ['しんよう', "shin'you"],
    ['きゃりーぱみゅぱみゅ', 'kyarīpamyupamyu'],
    ['じぇらしー', 'jerashī'],
    ['てぃーぱーてぃー', 'tīpātī'],
    ['ふぁいと', 'faito'],
    ['うぃんどう', 'windou'],
    ['ゔぁんぱいあ', 'vanpaia'],
    ['ちぢつづふを', 'chijitsuzufuo'],
    ['あっ', 'a'],
    ['daokoよねづ', 'daokoyonezu'],
  ])('spells %s as %s', (kana, romaji) => expect(hepburn(kana)).toBe(romaji))

  it('gives a piece per kana, small kana and っ joined to theirs', () => {
    expect(hepburnPieces('きゃっちー')).toEqual(['kya', 'tchī'])
  })
})

describe('readingWords', () => {
  it.each([
    ['夜に駆ける', 'よるにかける', 'よる に かける'],
    ['君はロックを聴かない', 'きみはろっくをきかない', 'きみ は ろっく を きかない'],
    ['愛をこめて花束を', 'あいをこめてはなたばを', 'あい を こめて はなたば を'],
    ['小さな恋のうた', 'ちいさなこいのうた', 'ちいさな こい の うた'],
    ['DAOKO × 米津玄師', 'daokoよねづけんし', 'daoko よねづけんし'],
    ['ランカ・リー＝中島愛', 'らんかりーなかじまめぐみ', 'らんか りー なかじまめぐみ'],
    ['シル・ヴ・プレジデント', '', 'しる ゔ ぷれじでんと'],
    ['Official髭男dism', 'officialひげだんdism', 'official ひげだん dism'],
  ])('cuts the reading of %s where the text shows words', (text, reading, words) =>
    expect(readingWords(text, reading).join(' ')).toBe(words),
  )

  it('keeps okurigana with their kanji, and a lone kana that is not a particle', () => {
    expect(readingWords('死にたい', 'しにたい')).toEqual(['しにたい'])
    expect(readingWords('残酷な天使', 'ざんこくなてんし')).toEqual(['ざんこくな', 'てんし'])
  })

  it('leaves the reading whole when the text does not line up with it', () => {
    expect(readingWords('米津玄師', 'よねづけんし')).toEqual(['よねづけんし'])
    const secretBase = 'しーくれっとべーすきみがくれたもの'
    expect(readingWords('secret base 〜君がくれたもの〜', secretBase)).toEqual([secretBase])
    expect(readingWords('奏(かなで)', 'かなで')).toEqual(['かなで'])
  })
})

describe('readableRomaji', () => {
  it('shows the reading in Hepburn, words apart, the particles as they sound', () => {
    expect(shown('君はロックを聴かない', 'きみはろっくをきかない', 'zzz')).toBe(
      'kimi wa rokku o kikanai',
    )
    expect(shown('未来へ', 'みらいへ', 'zzz')).toBe('mirai e')
  })

  it('marks the fewest whole kana whose folded romaji holds the query, across words', () => {
    expect(shown('米津玄師', 'よねづけんし', 'kensi')).toBe('yonezu[kenshi]')
    expect(shown('米津玄師', 'よねづけんし', 'zuke')).toBe('yone[zuke]nshi')
    expect(shown('夜に駆ける', 'よるにかける', 'nikake')).toBe('yoru [ni kake]ru')
    expect(
      shown('secret base 〜君がくれたもの〜', 'しーくれっとべーすきみがくれたもの', 'sikurettobe'),
    ).toBe('[shīkurettobē]sukimigakuretamono')
    expect(shown('マッチャ', '', 'mattya')).toBe('[matcha]')
  })
})
