import { describe, expect, it } from 'vitest'

import { foldForSearch } from './search-fold.ts'

describe('foldForSearch', () => {
  it('folds katakana, half-width katakana and hiragana to one form', () => {
    expect(foldForSearch('ヨルニカケル')).toBe('よるにかける')
    expect(foldForSearch('ﾖﾙﾆｶｹﾙ')).toBe('よるにかける')
    expect(foldForSearch('ｶﾞｯﾂ')).toBe('がっつ')
    expect(foldForSearch('よるにかける')).toBe('よるにかける')
  })

  it('folds full-width Latin and digits and case', () => {
    expect(foldForSearch('ＬＥＭＯＮ')).toBe('lemon')
    expect(foldForSearch('Ｌｅｍｏｎ２')).toBe('lemon2')
  })

  it('drops spaces, punctuation and symbols', () => {
    expect(foldForSearch('春よ、来い')).toBe('春よ来い')
    expect(foldForSearch('Bling-Bang-Bang-Born')).toBe('blingbangbangborn')
    expect(foldForSearch('Mela!')).toBe('mela')
    expect(foldForSearch('DAOKO × 米津玄師')).toBe('daoko米津玄師')
    expect(foldForSearch('secret base 〜君がくれたもの〜')).toBe('secretbase君がくれたもの')
    expect(foldForSearch('シル・ヴ・プレジデント')).toBe('しるゔぷれじでんと')
    expect(foldForSearch('　全角 スペース\t')).toBe('全角すぺーす')
  })

  it('does not fold what it cannot know: kanji readings, voicing, small kana, long vowels', () => {
    expect(foldForSearch('夜に駆ける')).not.toBe(foldForSearch('よるにかける'))
    expect(foldForSearch('は')).not.toBe(foldForSearch('ば'))
    expect(foldForSearch('ぁ')).not.toBe(foldForSearch('あ'))
    expect(foldForSearch('らーめん')).not.toBe(foldForSearch('らめん'))
    expect(foldForSearch('café')).not.toBe(foldForSearch('cafe'))
  })
})
