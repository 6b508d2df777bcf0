import { describe, expect, it } from 'vitest'
import { readingsToCheck } from './print-readings'

// A reader as the analyser answers: 唱 left unread, the others read.
const readings: Record<string, string> = {
  アイドル: 'あいどる',
  唱: '唱',
  紅蓮華: 'ぐれんはな',
  'God knows...': '',
  夜に駆ける: 'よるにかける',
}
const read = async (text: string) => readings[text] ?? ''
const song = (title: string) => ({ title, artist: 'x' })

describe('readingsToCheck', () => {
  it('puts a kanji left unread first, then what the analyser read, then kana and Latin', async () => {
    const checked = await readingsToCheck(
      ['アイドル', '紅蓮華', 'God knows...', '唱', '夜に駆ける'].map(song),
      read,
    )
    expect(checked.map((c) => [c.song.title, c.reading, c.doubt])).toEqual([
      ['唱', '唱', 'unread'],
      ['紅蓮華', 'ぐれんはな', 'analysed'],
      ['夜に駆ける', 'よるにかける', 'analysed'],
      ['アイドル', 'あいどる', 'as-written'],
      ['God knows...', '', 'as-written'],
    ])
  })
})
