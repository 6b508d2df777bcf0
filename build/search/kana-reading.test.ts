import { beforeAll, describe, expect, it } from 'vitest'
import { slowTest } from '../../tests/patience'
import { createKanaReader } from './kana-reading'

let read: (text: string) => Promise<string>

// The dictionary load takes about a second idle, far more on a busy CI machine.
beforeAll(async () => {
  read = await createKanaReader()
}, slowTest.timeout)

describe('createKanaReader', () => {
  it.each([
    ['夜に駆ける', 'よるにかける'],
    ['打上花火', 'うちあげはなび'],
    ['花に亡霊', 'はなにぼうれい'],
    ['君の知らない物語', 'きみのしらないものがたり'],
    ['だから僕は音楽を辞めた', 'だからぼくはおんがくをやめた'],
    ['命に嫌われている。', 'いのちにきらわれている。'],
    ['椎名林檎', 'しいなりんご'],
    ['春よ、来い', 'はるよ、こい'],
  ])('reads the kanji of %s', async (text, reading) => {
    expect(await read(text)).toBe(reading)
  })

  it('gives katakana as hiragana, keeping the long vowel mark', async () => {
    expect(await read('丸の内サディスティック')).toBe('まるのうちさでぃすてぃっく')
    expect(await read('恋愛サーキュレーション')).toBe('れんあいさーきゅれーしょん')
    expect(await read('マリーゴールド')).toBe('まりーごーるど')
  })

  it('leaves Latin letters, digits and spaces as they are', async () => {
    expect(await read('打上花火 DAOKO')).toBe('うちあげはなび DAOKO')
    expect(await read('みきとP')).toBe('みきとP')
    expect(await read('ヨルシカ 2')).toBe('よるしか 2')
  })

  it('reads half-width katakana and full-width Latin after NFKC', async () => {
    expect(await read('ﾖﾙﾆｶｹﾙ')).toBe('よるにかける')
    expect(await read('Ｌｅｍｏｎの夜')).toBe('Lemonのよる')
  })

  it('gives no reading for text without kanji or kana', async () => {
    expect(await read('Lemon')).toBe('')
    expect(await read('DECO*27')).toBe('')
    expect(await read('ー・')).toBe('')
    expect(await read('')).toBe('')
  })
})
