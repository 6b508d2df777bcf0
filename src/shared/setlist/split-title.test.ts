import { describe, expect, it } from 'vitest'

import { splitTitle } from './split-title.ts'

describe('splitTitle', () => {
  it.each([
    ['夜に駆ける / YOASOBI', '夜に駆ける', 'YOASOBI'],
    ['夜に駆ける　／　YOASOBI', '夜に駆ける', 'YOASOBI'],
    ['夜に駆ける｜YOASOBI', '夜に駆ける', 'YOASOBI'],
    ['夜に駆ける | YOASOBI', '夜に駆ける', 'YOASOBI'],
    ['夜に駆ける - YOASOBI', '夜に駆ける', 'YOASOBI'],
    ['夜に駆ける by YOASOBI', '夜に駆ける', 'YOASOBI'],
    ['夜に駆ける/YOASOBI', '夜に駆ける', 'YOASOBI'],
    ['Butter-Fly - 和田光司', 'Butter-Fly', '和田光司'],
    ['Stand by Me By Ben E. King', 'Stand by Me', 'Ben E. King'],
    ['コネクト / ClariS / fripSide', 'コネクト', 'ClariS / fripSide'],
    ['「ただ君に晴れ」 / ヨルシカ', 'ただ君に晴れ', 'ヨルシカ'],
    ['『ただ君に晴れ』ヨルシカ', 'ただ君に晴れ', 'ヨルシカ'],
    ['「Fate / Zero」 by Kalafina', 'Fate / Zero', 'Kalafina'],
  ])('%s', (text, songName, singer) => {
    expect(splitTitle(text)).toEqual({ songName, singer, notes: [] })
  })

  it('takes notes from the end of the title and artist and from the start of the title', () => {
    expect(splitTitle('【歌枠初】夜に駆ける (short)（アカペラ） / YOASOBI [1番]')).toEqual({
      songName: '夜に駆ける',
      singer: 'YOASOBI',
      notes: ['歌枠初', 'short', 'アカペラ', '1番'],
    })
  })

  it('does not split on a separator inside a note', () => {
    expect(splitTitle('Lemon (1番 / サビのみ) / 米津玄師')).toEqual({
      songName: 'Lemon',
      singer: '米津玄師',
      notes: ['1番 / サビのみ'],
    })
  })

  it('keeps a credit in brackets with the artist', () => {
    expect(splitTitle('ハレ晴レユカイ / 涼宮ハルヒ (CV: 平野綾)').singer).toBe(
      '涼宮ハルヒ (CV: 平野綾)',
    )
    expect(splitTitle('ロキ / みきとP (feat. 鏡音リン)').singer).toBe('みきとP (feat. 鏡音リン)')
  })

  it('takes an artist ending in brackets in quotes as written, brackets and all', () => {
    expect(splitTitle('海の声 / 「浦島太郎（桐谷健太）」')).toEqual({
      songName: '海の声',
      singer: '浦島太郎（桐谷健太）',
      notes: [],
    })
    expect(splitTitle('「海の声」 / "浦島太郎 (桐谷健太)"').singer).toBe('浦島太郎 (桐谷健太)')
    // Other quotes are the artist's: two quoted names are not one quote.
    expect(splitTitle('ロキ / 「鏡音リン」「鏡音レン」').singer).toBe('「鏡音リン」「鏡音レン」')
    expect(splitTitle('月 / 「ルナ」').singer).toBe('「ルナ」')
  })

  it('does not take a note after a quoted title for the artist', () => {
    expect(splitTitle('『夜に駆ける』(short)')).toEqual({
      songName: '夜に駆ける',
      singer: '',
      notes: ['short'],
    })
  })

  it('leaves the artist empty when there is no separator', () => {
    expect(splitTitle('エンディング雑談')).toEqual({
      songName: 'エンディング雑談',
      singer: '',
      notes: [],
    })
  })

  it('keeps a title that is only a bracket', () => {
    expect(splitTitle('【雑談】')).toEqual({ songName: '【雑談】', singer: '', notes: [] })
  })

  it('takes thousands of notes off a part, in order', () => {
    const notes = Array.from({ length: 5000 }, (_, i) => String(i))
    const text = `夜に駆ける / YOASOBI ${notes.map((note) => `(${note})`).join('')}`
    expect(splitTitle(text)).toEqual({ songName: '夜に駆ける', singer: 'YOASOBI', notes })
  })

  it('takes a note whose brackets differ, but not one with a bracket inside', () => {
    expect(splitTitle('夜に駆ける / YOASOBI (short]  ').notes).toEqual(['short'])
    expect(splitTitle('夜に駆ける / YOASOBI ((short))')).toEqual({
      songName: '夜に駆ける',
      singer: 'YOASOBI ((short))',
      notes: [],
    })
  })
})
