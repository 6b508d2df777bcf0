import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

import { slowTest } from '#tests/patience.ts'
import { tempDirs } from '#tests/support/temp-dirs.ts'

import { analyserId, createKanaReader } from './kana-reading.ts'

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

describe('createKanaReader with a cache file', () => {
  const tempDir = tempDirs('kana-cache-')
  function cacheWith(analyser: string, readings: Record<string, string>): string {
    const file = join(tempDir(), 'readings.json')
    writeFileSync(file, JSON.stringify({ analyser, readings }))
    return file
  }

  it('takes the reading of a text from the cache, as the analyser gave it before', async () => {
    // A reading no analyser gives: it can only come from the file.
    const file = cacheWith(analyserId(), { 千本桜: 'せんぼんざくら' })
    const cached = await createKanaReader({ cacheFile: file })
    expect(await cached('千本桜')).toBe('せんぼんざくら')
  })

  it('asks the analyser when the cache was written by another version of it', async () => {
    const file = cacheWith(`${analyserId()} (older)`, { 千本桜: 'せんぼんざくら' })
    const cached = await createKanaReader({ cacheFile: file })
    expect(await cached('千本桜')).toBe('せんぼんさくら')
  })

  it('saves the readings it had to work out, before katakana is folded', async () => {
    const file = cacheWith(analyserId(), {})
    const cached = await createKanaReader({ cacheFile: file })
    expect(await cached('夜に駆ける')).toBe('よるにかける')
    expect(await cached('ヨルシカ')).toBe('よるしか')
    cached.save()
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      analyser: analyserId(),
      readings: { 夜に駆ける: 'よるにかける' },
    })
  })
})
