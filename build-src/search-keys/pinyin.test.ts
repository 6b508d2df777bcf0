import { describe, expect, it } from 'vitest'

import { pinyinSyllables } from './pinyin.ts'

describe('pinyinSyllables', () => {
  it.each([
    ['千本桜', ['qian', 'ben', 'ying']],
    ['千本樱', ['qian', 'ben', 'ying']],
    ['千本櫻', ['qian', 'ben', 'ying']],
    ['紅蓮華', ['hong', 'lian', 'hua']],
    ['红莲华', ['hong', 'lian', 'hua']],
    ['残響散歌', ['can', 'xiang', 'san', 'ge']],
    ['小幸運', ['xiao', 'xing', 'yun']],
    ['告白氣球', ['gao', 'bai', 'qi', 'qiu']],
    ['周杰倫', ['zhou', 'jie', 'lun']],
  ])('reads %s', (text, syllables) => {
    expect(pinyinSyllables(text)).toEqual(syllables)
  })

  it('skips kana, Latin letters, digits and punctuation', () => {
    expect(pinyinSyllables('夜に駆ける')).toEqual(['ye', 'qu'])
    expect(pinyinSyllables('打上花火 (DAOKO × 米津玄師) 2')).toEqual([
      ...['da', 'shang', 'hua', 'huo'],
      ...['mi', 'jin', 'xuan', 'shi'],
    ])
    expect(pinyinSyllables('Lemon')).toEqual([])
  })

  it('reads Japanese-only forms as the Chinese character they stand for', () => {
    // Unicode also gives 姫, 戻, 伝 and 説 readings of rare Chinese characters (zhen, ti, yun, yue).
    expect(pinyinSyllables('白雪姫')).toEqual(['bai', 'xue', 'ji'])
    expect(pinyinSyllables('戻る')).toEqual(['li'])
    expect(pinyinSyllables('伝説')).toEqual(['chuan', 'shuo'])
    expect(pinyinSyllables('仮面')).toEqual(['jia', 'mian'])
  })

  it('reads a character Chinese uses in its own right as Chinese does', () => {
    expect(pinyinSyllables('欠片')).toEqual(['qian', 'pian'])
    expect(pinyinSyllables('芸')).toEqual(['yun'])
  })

  it('reads polyphonic characters from their neighbours, in any script', () => {
    expect(pinyinSyllables('重力')).toEqual(['zhong', 'li'])
    expect(pinyinSyllables('重来')).toEqual(['chong', 'lai'])
    expect(pinyinSyllables('重來')).toEqual(['chong', 'lai'])
    expect(pinyinSyllables('成長')).toEqual(['cheng', 'zhang'])
    expect(pinyinSyllables('長い夜')).toEqual(['chang', 'ye'])
    expect(pinyinSyllables('銀行')).toEqual(['yin', 'hang'])
    expect(pinyinSyllables('音樂')).toEqual(['yin', 'yue'])
    expect(pinyinSyllables('還是')).toEqual(['hai', 'shi'])
  })

  it('writes ü as v', () => {
    expect(pinyinSyllables('女')).toEqual(['nv'])
    expect(pinyinSyllables('綠')).toEqual(['lv'])
    expect(pinyinSyllables('略')).toEqual(['lve'])
  })

  it('reads 々 as the character it repeats, and compatibility ideographs as unified', () => {
    expect(pinyinSyllables('人々の歌')).toEqual(['ren', 'ren', 'ge'])
    expect(pinyinSyllables('々')).toEqual([''])
    expect(pinyinSyllables('\u{f900}')).toEqual(['qi'])
  })
})
