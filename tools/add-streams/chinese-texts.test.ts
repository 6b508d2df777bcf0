import { describe, expect, it } from 'vitest'

import { readingEvaluationSet } from '#tests/fixtures/readings/evaluation.ts'
import { mandarinPopSongs } from '#tests/fixtures/readings/mandarin-pop.ts'

import { characterSign, type SongText, textLanguages } from './chinese-texts.ts'

const hasKanji = (text: string) => /\p{Script=Han}/u.test(text)
const japaneseTexts = readingEvaluationSet.filter((entry) => hasKanji(entry.text))
const chineseTexts = [
  ...new Set(mandarinPopSongs.flatMap((song) => [song.title, song.artist])),
].filter(hasKanji)

// The evaluation set's titles and artists as songs, each title by an artist of the set in turn: a
// Japanese archive.
const titles = readingEvaluationSet.filter((e) => e.kind === 'title').map((e) => e.text)
const artists = readingEvaluationSet.filter((e) => e.kind === 'artist').map((e) => e.text)
const japaneseArchive: SongText[] = titles.map((title, i) => ({
  title,
  artist: artists[i % artists.length]!,
}))

describe('characterSign', () => {
  it('reads kana and forms only Japanese writes as Japanese, a character outside JIS X 0208 as Chinese', () => {
    expect(
      [
        '夜に駆ける',
        '千本桜',
        '緑黄色社会',
        '人々',
        '想見你想見你想見你',
        '說好不哭',
        '鄧紫棋',
      ].map(characterSign),
    ).toEqual(['japanese', 'japanese', 'japanese', 'japanese', 'chinese', 'chinese', 'chinese'])
  })

  it('says no more of kanji both languages write, old forms, and forms Traditional Chinese lacks', () => {
    expect(['紅蓮華', '江南', '後來', '倖田來未', '残響散歌', 'LiSA'].map(characterSign)).toEqual([
      'kanji',
      'kanji',
      'old-forms',
      'old-forms',
      'not-traditional',
      'no-kanji',
    ])
  })
})

describe('textLanguages', () => {
  it('takes none of the evaluation set’s texts with kanji for Chinese, each alone', () => {
    expect(japaneseTexts).toHaveLength(695)
    const chinese = japaneseTexts.filter(({ text, kind }) => {
      const songs =
        kind === 'title' ? [{ title: text, artist: '' }] : [{ title: 'Song', artist: text }]
      return textLanguages(songs)(text) === 'chinese'
    })
    expect(chinese.map((entry) => entry.text)).toEqual([])
  })

  it('takes none of them for Chinese as one archive, with Mandarin pop songs in it', () => {
    const alone = textLanguages(japaneseArchive)
    expect(japaneseTexts.filter((e) => alone(e.text) === 'chinese')).toEqual([])
    const mixed = textLanguages([...japaneseArchive, ...mandarinPopSongs])
    expect(japaneseTexts.filter((e) => mixed(e.text) === 'chinese')).toEqual([])
    // Where a song has a sign, and through its artist's other songs (figures in docs/search.md).
    const found = chineseTexts.filter((text) => mixed(text) === 'chinese')
    expect(found.length).toBeGreaterThanOrEqual(159)
  })

  it('takes every title and artist of a Chinese-singing archive for Chinese', () => {
    expect(chineseTexts).toHaveLength(212)
    // By their own characters, 42 of them.
    expect(chineseTexts.filter((text) => characterSign(text) === 'chinese')).toHaveLength(42)
    const language = textLanguages(mandarinPopSongs)
    expect(chineseTexts.filter((text) => language(text) !== 'chinese')).toEqual([])
  })

  it('takes half the Chinese songs for Chinese when they come one at a time to a Japanese archive', () => {
    let titlesFound = 0
    let artistsFound = 0
    for (const song of mandarinPopSongs) {
      const language = textLanguages([...japaneseArchive, song])
      if (language(song.title) === 'chinese' && hasKanji(song.title)) titlesFound++
      if (language(song.artist) === 'chinese' && hasKanji(song.artist)) artistsFound++
    }
    // Of 167 titles and 162 artists with kanji (a song each): the rest have no sign to go by.
    expect(titlesFound).toBeGreaterThanOrEqual(81)
    expect(artistsFound).toBeGreaterThanOrEqual(80)
  })

  it('takes a tenth of the Japanese texts for Chinese when they come one song at a time to a Chinese archive', () => {
    let taken = 0
    let texts = 0
    for (const song of japaneseArchive) {
      const language = textLanguages([...mandarinPopSongs, song])
      for (const text of [song.title, song.artist].filter(hasKanji)) {
        texts++
        if (language(text) === 'chinese') taken++
      }
    }
    // What the archive's majority costs: Japanese kanji texts with no sign (紅蓮華 by LiSA).
    expect(texts).toBe(942)
    expect(taken).toBeLessThanOrEqual(96)
  })

  it('keeps kanji-only Japanese titles and names in a Japanese archive while its Chinese songs go', () => {
    const language = textLanguages([
      ...japaneseArchive,
      { title: '想見你想見你想見你', artist: '八三夭' },
      { title: '告白氣球', artist: '周杰倫' },
      { title: '稻香', artist: '周杰倫' },
      { title: '說好不哭', artist: '周杰倫 feat. 阿信' },
      { title: '後來', artist: '劉若英' },
    ])
    const texts = ['千本桜', '紅蓮華', '前前前世', '粉雪', '米津玄師', '天樂', '倖田來未']
    expect(texts.map(language)).toEqual(texts.map(() => 'japanese'))
    const chinese = ['想見你想見你想見你', '八三夭', '告白氣球', '稻香', '說好不哭', '周杰倫']
    expect([...chinese, '後來', '劉若英', '周杰倫 feat. 阿信'].map(language)).toEqual(
      [...chinese, '後來', '劉若英', '周杰倫 feat. 阿信'].map(() => 'chinese'),
    )
    expect(language('LiSA')).toBeUndefined()
  })

  it('takes the open title of a stream of Chinese songs for Chinese, by its stream', () => {
    const stream = [
      { title: '告白氣球', artist: '周杰倫' },
      { title: '小幸運', artist: '田馥甄' },
      { title: '後來', artist: '劉若英' },
      { title: '想見你想見你想見你', artist: '八三夭' },
      { title: '光年之外', artist: '鄧紫棋' },
      { title: '稻香', artist: '周杰倫' },
      { title: '說好不哭', artist: '周杰倫 feat. 阿信' },
      { title: '雨愛', artist: '楊丞琳' },
    ]
    const songs = [...japaneseArchive, ...stream]
    // Alone, 雨愛 and 楊丞琳 are kanji Japanese writes too, in an archive mostly Japanese.
    expect(textLanguages(songs)('雨愛')).toBe('japanese')
    const language = textLanguages(songs, [], [stream.map((song) => song.title)])
    expect(stream.map((song) => language(song.title))).toEqual(stream.map(() => 'chinese'))
    expect(language('楊丞琳')).toBe('chinese')
    // The archive's Japanese kanji texts keep their language.
    const texts = ['千本桜', '紅蓮華', '前前前世', '粉雪', '米津玄師']
    expect(texts.map(language)).toEqual(texts.map(() => 'japanese'))
  })

  it('takes a Japanese title sung in a stream of Japanese songs for Japanese, whatever the archive', () => {
    const japaneseStream = japaneseArchive.slice(0, 8)
    const language = textLanguages(
      [...mandarinPopSongs, ...japaneseStream],
      [],
      [japaneseStream.map((song) => song.title)],
    )
    const kanjiTitles = japaneseStream.map((song) => song.title).filter(hasKanji)
    expect(kanjiTitles.map(language)).toEqual(kanjiTitles.map(() => 'japanese'))
  })

  it('reads an old form as Chinese only in a song of kanji on both sides', () => {
    const language = textLanguages([
      { title: '天樂', artist: 'ゆうゆ' },
      { title: 'Butterfly', artist: '倖田來未' },
      { title: '瞳', artist: '大原櫻子' },
      { title: '後來', artist: '劉若英' },
    ])
    expect(['天樂', '倖田來未', '瞳', '大原櫻子', '後來', '劉若英'].map(language)).toEqual([
      'japanese',
      'japanese',
      'japanese',
      'japanese',
      'chinese',
      'chinese',
    ])
  })

  it('in a mostly Chinese archive takes a kanji title with no sign for Chinese, unless a reading is written', () => {
    const language = textLanguages([
      ...mandarinPopSongs,
      { title: '紅蓮華', artist: 'LiSA' },
      { title: '残響散歌', artist: 'Aimer' },
      { title: '粉雪', artist: 'レミオロメン' },
      { title: '前前前世', artist: 'RADWIMPS', reading: 'ぜんぜんぜんせ' },
      { title: '感電', artist: '米津玄師' },
    ])
    expect(['紅蓮華', '残響散歌', '粉雪', '前前前世', '感電', '米津玄師'].map(language)).toEqual([
      'chinese',
      'japanese',
      'japanese',
      'japanese',
      'chinese',
      'chinese',
    ])
    const written = textLanguages(
      [...mandarinPopSongs, { title: '感電', artist: '米津玄師' }],
      ['米津玄師'],
    )
    expect(['米津玄師', '感電'].map(written)).toEqual(['japanese', 'japanese'])
  })
})
