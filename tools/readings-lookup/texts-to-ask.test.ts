import { describe, expect, it } from 'vitest'

import { addedTextsToAsk, textsToAsk } from './texts-to-ask.ts'

describe('textsToAsk', () => {
  it('asks the Japanese titles and names with kanji and no written reading, each once', () => {
    const asked = textsToAsk({
      songs: [
        { title: '千本桜', artist: '黒うさP feat. 初音ミク', reading: 'せんぼんざくら' },
        { title: '心做し', artist: '蝶々P feat. 初音ミク' },
        { title: '心做し', artist: '初音ミク' },
        { title: 'マリーゴールド', artist: 'あいみょん' },
        { title: 'Lemon', artist: '米津玄師' },
        { title: '打上花火', artist: 'DAOKO × 米津玄師' },
        { title: '告白氣球', artist: '周杰倫' },
      ],
      artists: [{ name: '米津玄師', reading: 'よねづけんし' }],
    })
    expect(asked).toEqual({
      titles: ['心做し', '打上花火'],
      credits: ['黒うさP feat. 初音ミク', '蝶々P feat. 初音ミク', '初音ミク', 'DAOKO × 米津玄師'],
      names: ['黒うさP', '初音ミク', '蝶々P'],
      chinese: { titles: 1, artists: 1 },
    })
  })
})

describe('addedTextsToAsk', () => {
  it('asks only what the added songs bring, their language judged with the whole archive', () => {
    const catalogue = {
      songs: [
        { title: '心做し', artist: '蝶々P feat. 初音ミク' },
        { title: '千本桜', artist: '黒うさP feat. 初音ミク' },
        { title: '後來', artist: '劉若英' },
        { title: '稻香', artist: '周杰倫' },
        { title: '告白氣球', artist: '周杰倫' },
      ],
    }
    const added = [
      { title: '千本桜', artist: '黒うさP feat. 初音ミク' },
      { title: '後來', artist: '劉若英' },
    ]
    expect(addedTextsToAsk(catalogue, added, ['黒うさP feat. 初音ミク', '劉若英'])).toEqual({
      titles: ['千本桜'],
      credits: ['黒うさP feat. 初音ミク'],
      names: ['初音ミク', '黒うさP'],
    })
  })
})
