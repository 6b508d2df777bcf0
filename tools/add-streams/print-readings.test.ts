import { describe, expect, it, vi } from 'vitest'

import type { WordReadings } from '#build-src/search-keys/word-readings.ts'
import { slowTest } from '#tests/patience.ts'

import { cappedLines, newArtists, printReadings, readingsToCheck } from './print-readings.ts'

// A reader as the analyser answers: 唱 left unread, the others read.
const readings: Record<string, string> = {
  アイドル: 'あいどる',
  唱: '唱',
  紅蓮華: 'ぐれんはな',
  'God knows...': '',
  深海少女: 'ふかうみしょうじょ',
  星街すいせい: 'ほしがいすいせい',
  ノーブランド: 'のーぶらんど',
  夜に駆ける: 'よるにかける',
  花と花: 'はなとはな',
  米津玄師: 'よねつげんし',
}
const read = async (text: string) => readings[text] ?? ''
// A made-up dictionary: 深海 and 花 have other readings, the other words none.
const words: Record<string, WordReadings[]> = {
  紅蓮華: [
    { word: '紅蓮', reading: 'ぐれん', others: [] },
    { word: '華', reading: 'はな', others: [] },
  ],
  深海少女: [
    { word: '深海', reading: 'ふかうみ', others: ['ふかみ', 'しんかい'] },
    { word: '少女', reading: 'しょうじょ', others: [] },
  ],
  夜に駆ける: [{ word: '駆ける', reading: 'かける', others: [] }],
  星街すいせい: [
    { word: '星', reading: 'ほし', others: ['ぼし'] },
    { word: '街', reading: 'がい', others: ['まち'] },
  ],
  花と花: [
    { word: '花', reading: 'はな', others: ['か', 'け'] },
    { word: '花', reading: 'はな', others: ['か', 'け'] },
  ],
}
const wordsOf = (text: string) => words[text] ?? []
const song = (title: string, artist = 'x') => ({ title, artist })
const itself = (text: string) => text

describe('readingsToCheck', () => {
  it('puts a kanji left unread first, then a word read other ways, then the rest the analyser read, then kana and Latin', async () => {
    const checked = await readingsToCheck(
      ['アイドル', '紅蓮華', 'God knows...', '唱', '深海少女', '夜に駆ける'],
      itself,
      read,
      wordsOf,
    )
    expect(checked.map((c) => [c.item, c.reading, c.doubt])).toEqual([
      ['唱', '唱', 'unread'],
      ['深海少女', 'ふかうみしょうじょ', 'other-readings'],
      ['紅蓮華', 'ぐれんはな', 'analysed'],
      ['夜に駆ける', 'よるにかける', 'analysed'],
      ['アイドル', 'あいどる', 'as-written'],
      ['God knows...', '', 'as-written'],
    ])
  })

  it('keeps only the words that have other readings, each once', async () => {
    const checked = await readingsToCheck(['深海少女', '花と花'], itself, read, wordsOf)
    expect(checked.map((c) => c.others)).toEqual([
      [{ word: '深海', reading: 'ふかうみ', others: ['ふかみ', 'しんかい'] }],
      [{ word: '花', reading: 'はな', others: ['か', 'け'] }],
    ])
  })
})

describe('newArtists', () => {
  const catalogue = {
    songs: [song('夜に駆ける', 'YOASOBI'), song('唱', 'Ado')],
    artists: [{ name: '星街すいせい', reading: 'ほしまちすいせい' }],
  }

  it('gives the artists the catalogue has no song by and no reading for, once each', () => {
    const added = [
      song('アイドル', 'YOASOBI'),
      song('深海少女', 'ゆうゆ'),
      song('Stellar Stellar', '星街すいせい'),
      song('千本桜', 'ゆうゆ'),
    ]
    expect(newArtists(added, catalogue)).toEqual(['ゆうゆ'])
  })

  it('has no reading to ask for of an unknown artist', () => {
    expect(newArtists([song('夜行', '')], catalogue)).toEqual([])
  })

  it('does not count the added songs the catalogue already holds once written', () => {
    const added = [song('アイドル', 'YOASOBI'), song('深海少女', 'ゆうゆ')]
    const written = { ...catalogue, songs: [...catalogue.songs, ...added] }
    expect(newArtists(added, written)).toEqual(['ゆうゆ'])
  })

  it('knows an artist the catalogue spells with other spaces or case, as the build folds them', () => {
    const added = [
      song('アイドル', 'yoasobi'),
      song('深海少女', 'ゆう ゆ'),
      song('千本桜', 'ゆうゆ'),
    ]
    expect(newArtists(added, catalogue)).toEqual(['ゆう ゆ'])
  })

  it('knows a written reading by its exact name only, as the build looks it up', () => {
    expect(newArtists([song('Stellar Stellar', '星街 すいせい')], catalogue)).toEqual([
      '星街 すいせい',
    ])
  })
})

/** What printReadings printed, line by line. */
async function printed(...args: Parameters<typeof printReadings>): Promise<string[]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
  try {
    await printReadings(...args)
    return log.mock.calls.map((call) => String(call[0]))
  } finally {
    log.mockRestore()
  }
}

describe('cappedLines', () => {
  const lines = Array.from({ length: 25 }, (_, i) => `line ${i + 1}`)

  it('keeps the first lines and says how many more there are, and how many in all', () => {
    expect(cappedLines(lines, 20)).toEqual([
      ...lines.slice(0, 20),
      '… and 5 more, 25 in all: --verbose lists them all',
    ])
    expect(cappedLines(lines.slice(0, 20), 20)).toEqual(lines.slice(0, 20))
    expect(cappedLines(lines, Infinity)).toEqual(lines)
  })
})

describe('printReadings', () => {
  it("prints each new title's and artist's reading, with the dictionary's other readings of its words", async () => {
    const catalogue = { songs: [song('夜に駆ける', 'YOASOBI')] }
    const added = [
      song('アイドル', 'YOASOBI'),
      song('深海少女', '星街すいせい'),
      song('唱'),
      song('Stellar Stellar', 'ノーブランド'),
    ]
    const lines = await printed(added, 'content/songs.json', catalogue, {
      readers: { read, wordsOf },
    })
    expect(lines).toEqual([
      'New songs for content/songs.json, with the reading the build will use, the likeliest wrong first:',
      '  唱 / x: 唱 (a kanji left unread: wrong)',
      '  深海少女 / 星街すいせい: ふかうみしょうじょ (the dictionary also reads 深海 as ふかみ or しんかい: check it)',
      '  アイドル / YOASOBI: あいどる',
      '  Stellar Stellar / ノーブランド: (no kanji or kana)',
      'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
      'New artists, with the reading the build will use, the likeliest wrong first:',
      '  星街すいせい: ほしがいすいせい (the dictionary also reads 星 as ぼし, 街 as まち: check it)',
      '  x: (no kanji or kana)',
      '  ノーブランド: のーぶらんど',
      'Where a reading is wrong, add the name and its reading to the catalogue\'s "artists" list (docs/data.md).',
    ])
  })

  // 25 new songs of 25 new artists: 唱 left unread first, then 深海少女 (a word read other ways),
  // then the kanji titles, then kana.
  const many = [
    song('アイドル', 'YOASOBI'),
    ...Array.from({ length: 22 }, (_, i) => song(`夜${i + 1}`, `歌手${i + 1}`)),
    song('唱'),
    song('深海少女', 'ゆうゆ'),
  ]
  const manyReaders = {
    read: async (text: string) =>
      readings[text] ??
      (/^[a-z]+$/i.test(text) ? '' : text.replace('夜', 'よる').replace('歌手', 'かしゅ')),
    wordsOf,
  }

  it('prints the first 20 lines of each list, the likeliest wrong first, and how many more there are', async () => {
    const lines = await printed(many, 'content/songs.json', { songs: [] }, { readers: manyReaders })
    expect(lines.slice(0, 4)).toEqual([
      'New songs for content/songs.json, with the reading the build will use, the likeliest wrong first:',
      '  唱 / x: 唱 (a kanji left unread: wrong)',
      '  深海少女 / ゆうゆ: ふかうみしょうじょ (the dictionary also reads 深海 as ふかみ or しんかい: check it)',
      '  夜1 / 歌手1: よる1 (read by the analyser: check it)',
    ])
    expect(lines.slice(20, 23)).toEqual([
      '  夜18 / 歌手18: よる18 (read by the analyser: check it)',
      '  … and 5 more, 25 in all: --verbose lists them all',
      'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
    ])
    const artists = lines.indexOf(
      'New artists, with the reading the build will use, the likeliest wrong first:',
    )
    expect(lines.slice(artists + 1, artists + 2)).toEqual([
      '  歌手1: かしゅ1 (read by the analyser: check it)',
    ])
    // x and ゆうゆ, kana, and YOASOBI, Latin, come last: 22 + 3 artists.
    expect(lines[artists + 21]).toBe('  … and 5 more, 25 in all: --verbose lists them all')
    expect(lines).toHaveLength(artists + 23)
  })

  it('prints every line with --verbose', async () => {
    const lines = await printed(
      many,
      'content/songs.json',
      { songs: [] },
      {
        readers: manyReaders,
        verbose: true,
      },
    )
    expect(lines.filter((line) => line.includes('--verbose'))).toEqual([])
    expect(lines.filter((line) => line.startsWith('  '))).toHaveLength(50)
    expect(lines).toContain('  アイドル / YOASOBI: あいどる')
    expect(lines).toContain('  YOASOBI: (no kanji or kana)')
  })

  const chinese = [
    song('想見你想見你想見你', '八三夭'),
    song('告白氣球', '周杰倫'),
    song('說好不哭', '周杰倫'),
    song('稻香', '周杰倫'),
    song('後來', '劉若英'),
    song('倔強', '五月天'),
    song('突然好想你', '五月天'),
  ]

  it('lists no text of a Chinese-singing archive, and says how many it left out', async () => {
    const lines = await printed(
      chinese,
      'content/songs.json',
      { songs: [] },
      {
        readers: { read: async (text: string) => text, wordsOf },
      },
    )
    expect(lines).toEqual([
      'Not listed: 7 titles and 4 artists taken for Chinese, which need no reading (--verbose lists them)',
    ])
  })

  it('lists the Japanese texts of a mixed archive only; --verbose names the Chinese ones', async () => {
    // Mostly Japanese, with a song of 周杰倫's.
    const catalogue = {
      songs: [
        ...['夜に駆ける', 'アイドル', '群青', 'ハルジオン'].map((title) => song(title, 'YOASOBI')),
        ...['マリーゴールド', '裸の心', 'ハルノヒ'].map((title) => song(title, 'あいみょん')),
        song('千本桜', '黒うさP feat. 初音ミク'),
        song('ロキ', 'みきとP'),
        song('晴天', '周杰倫'),
      ],
    }
    const added = [song('紅蓮華', 'LiSA'), song('深海少女', '米津玄師'), ...chinese]
    const options = { readers: { read, wordsOf }, verbose: true }
    const lines = await printed(added, 'content/songs.json', catalogue, options)
    expect(lines).toEqual([
      'New songs for content/songs.json, with the reading the build will use, the likeliest wrong first:',
      '  深海少女 / 米津玄師: ふかうみしょうじょ (the dictionary also reads 深海 as ふかみ or しんかい: check it)',
      '  紅蓮華 / LiSA: ぐれんはな (read by the analyser: check it)',
      'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
      'New artists, with the reading the build will use, the likeliest wrong first:',
      '  米津玄師: よねつげんし (read by the analyser: check it)',
      '  LiSA: (no kanji or kana)',
      'Where a reading is wrong, add the name and its reading to the catalogue\'s "artists" list (docs/data.md).',
      'Not listed: 7 titles and 3 artists taken for Chinese, which need no reading:',
      '  想見你想見你想見你 / 八三夭',
      '  告白氣球 / 周杰倫',
      '  說好不哭 / 周杰倫',
      '  稻香 / 周杰倫',
      '  後來 / 劉若英',
      '  倔強 / 五月天',
      '  突然好想你 / 五月天',
      '  八三夭',
      '  劉若英',
      '  五月天',
    ])
  })

  it(
    "reads with the build's analyser when given no readers",
    async () => {
      const lines = await printed([song('アイドル', 'YOASOBI')], 'content/songs.json', {
        songs: [],
      })
      // Kana is read as written: a line the analyser cannot get wrong.
      expect(lines).toContain('  アイドル / YOASOBI: あいどる')
    },
    slowTest.timeout,
  )
})
