import { describe, expect, it } from 'vitest'

import { assignSongSlugs, isSlug, type SluggedSong, slugify } from './song-slug.ts'

/** xorshift32: the same "random" titles on every run, so a failure can be replayed. */
function seeded(seed: number): (below: number) => number {
  let state = seed >>> 0 || 1
  return (below) => {
    state ^= state << 13
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state % below
  }
}

const pick = <T>(random: (below: number) => number, items: readonly T[]): T =>
  items[random(items.length)]!

const codePoints = (text: string) => [...text].length

describe('slugify', () => {
  it.each([
    ['夜に駆ける', '夜に駆ける'],
    ['Lemon', 'lemon'],
    ['春よ、来い', '春よ-来い'],
    ['ＬＥＭＯＮ', 'lemon'],
    ['ｱｲﾄﾞﾙ', 'アイドル'],
    ['KICK BACK', 'kick-back'],
    ['secret base ～君がくれたもの～', 'secret-base-君がくれたもの'],
    ['  -- Only my railgun!! --  ', 'only-my-railgun'],
    ['シル・ヴ・プレジデント', 'シル-ヴ-プレジデント'],
    ['Ⅲ', 'iii'],
    ['café', 'café'],
    ['INTERNET OVERDRIVE', 'internet-overdrive'],
  ])('writes %j as %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('leaves nothing of a title that is all punctuation', () => {
    expect(slugify('！？…')).toBe('')
    expect(slugify('・・・')).toBe('')
  })

  it('cuts a long title at the last hyphen within 60 code points', () => {
    const title = Array.from({ length: 20 }, (_, i) => `word${i}`).join(' ')
    const slug = slugify(title)
    expect(codePoints(slug)).toBeLessThanOrEqual(60)
    expect(slug).toMatch(/^word0-word1-.*-word\d+$/)
    expect(title.toLowerCase().replaceAll(' ', '-').startsWith(slug)).toBe(true)
    // No cut word: the next word of the title follows the slug with a hyphen.
    expect(title.toLowerCase().replaceAll(' ', '-')[slug.length]).toBe('-')
  })

  it('cuts one long word at 60 code points, counting a character beyond U+FFFF as one', () => {
    expect(slugify('𠮷'.repeat(80))).toBe('𠮷'.repeat(60))
    expect(slugify('あ'.repeat(61))).toBe('あ'.repeat(60))
  })

  it('gives text already in its form back as it is, for any text', () => {
    const random = seeded(7)
    const pieces = [
      'A',
      'ß',
      'İ',
      'Σ',
      'ｱ',
      'ﾞ',
      'ア',
      '漢',
      '𠮷',
      '١',
      '①',
      '\u0301',
      ' ',
      '!',
      '・',
      'ǅ',
    ]
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: 1 + random(30) }, () => pick(random, pieces)).join('')
      const slug = slugify(text)
      expect(slug === '' || isSlug(slug), JSON.stringify(text)).toBe(true)
    }
  })
})

describe('slugify and invisible characters', () => {
  it.each([
    ['Love ❤️‍🔥', 'love'],
    ['❤️‍🔥 Love', 'love'],
    ['歌枠👩‍🎤🏳️‍🌈👨‍👩‍👧', '歌枠'],
    ['☀️summer', 'summer'],
    // An ideographic variation selector: the character is one, drawn in another form.
    ['葛\u{E0100}城', '葛城'],
    ['a\u034Fb', 'ab'],
    ['a\u3164b', 'ab'],
  ])('leaves the invisible characters of %j out of its slug, %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('gives a title of emoji joined by U+200D no slug of its own, so it is named by its hash', () => {
    expect(slugify('❤️‍🔥')).toBe('')
    expect(slugify('👩‍🎤')).toBe('')
    expect(assignSongSlugs([{ title: '❤️‍🔥', artist: '' }])[0]).toMatch(/^song-[0-9a-f]{8}$/)
  })

  it('never ends a slug, or holds one, with a character drawn as nothing', () => {
    const random = seeded(11)
    const pieces = ['A', 'あ', '❤', '🔥', '👩', '葛', ' ', '-', '\uFE0F', '\u200D', '\u034F']
    const invisible = /\p{Default_Ignorable_Code_Point}/u
    for (let i = 0; i < 2000; i++) {
      const text = Array.from({ length: 1 + random(12) }, () => pick(random, pieces)).join('')
      const slug = slugify(text)
      expect(invisible.test(slug), JSON.stringify(text)).toBe(false)
      expect(slug === '' || isSlug(slug), JSON.stringify(text)).toBe(true)
    }
  })

  it('still takes a slug stored before as valid, so its address keeps working', () => {
    expect(isSlug('love-\uFE0F')).toBe(true)
    expect(isSlug('\uFE0F')).toBe(true)
    expect(isSlug('Love-\uFE0F')).toBe(false)
  })
})

describe('isSlug', () => {
  it.each(['lemon', '春よ-来い', 'song-0a1b2c3d', 'first-love-2'])('accepts %j', (slug) => {
    expect(isSlug(slug)).toBe(true)
  })

  it.each(['', 'Lemon', 'ｌｅｍｏｎ', 'a--b', '-a', 'a-', 'a b', 'a'.repeat(61)])(
    'refuses %j',
    (text) => {
      expect(isSlug(text)).toBe(false)
    },
  )
})

describe('assignSongSlugs', () => {
  it('gives one title by two artists two slugs, the title alone to the first by code point', () => {
    const slugs = assignSongSlugs([
      { title: 'Lemon', artist: '米津玄師' },
      { title: 'Lemon', artist: 'Another Singer' },
    ])
    expect(slugs).toEqual(['lemon-米津玄師', 'lemon'])
  })

  it('gives a song whose artist is unknown its title, and the same title by a known artist another', () => {
    const slugs = assignSongSlugs([
      { title: '夜行', artist: 'ヨルシカ' },
      { title: '夜行', artist: '' },
      { title: '!!!', artist: '' },
    ])
    expect(slugs.slice(0, 2)).toEqual(['夜行-ヨルシカ', '夜行'])
    expect(slugs[2]).toMatch(/^song-[0-9a-f]{8}$/)
    expect(slugs.every(isSlug)).toBe(true)
  })

  it('numbers a title and artist that are taken already', () => {
    const slugs = assignSongSlugs([
      { title: 'Lemon', artist: 'A' },
      { title: 'Lemon', artist: 'A' },
      { title: 'Lemon', artist: 'A' },
    ])
    expect(slugs).toEqual(['lemon', 'lemon-a', 'lemon-a-2'])
  })

  it('gives titles that differ only in width, or only in kana script, different slugs', () => {
    const slugs = assignSongSlugs([
      { title: 'ＬＥＭＯＮ', artist: 'Singer' },
      { title: 'Lemon', artist: 'Singer' },
      { title: 'アイドル', artist: 'YOASOBI' },
      { title: 'あいどる', artist: 'YOASOBI' },
    ])
    expect(new Set(slugs).size).toBe(4)
    expect(slugs.slice(2)).toEqual(['アイドル', 'あいどる'])
  })

  it('gives a title that is all punctuation a slug of its own', () => {
    const slugs = assignSongSlugs([
      { title: '！？…', artist: 'Singer' },
      { title: '！？…', artist: 'Other' },
      { title: '……', artist: 'Singer' },
    ])
    for (const slug of slugs) {
      expect(slug).toMatch(/^song-[0-9a-f]{8}(-|$)/)
      expect(isSlug(slug)).toBe(true)
    }
    expect(new Set(slugs).size).toBe(3)
    // The hash is of the title and artist, so it does not move when other songs come and go.
    expect(assignSongSlugs([{ title: '！？…', artist: 'Other' }])).toEqual([slugs[1]])
  })

  it('keeps a stored slug when the title is renamed, and does not give it to a new song', () => {
    const slugs = assignSongSlugs([
      { title: 'Lemon (2024 ver.)', artist: '米津玄師', slug: 'lemon' },
      { title: 'Lemon', artist: 'Another Singer' },
    ])
    expect(slugs).toEqual(['lemon', 'lemon-another-singer'])
  })

  it('never gives an old slug to another song', () => {
    const slugs = assignSongSlugs([
      { title: 'Lemon', artist: 'Another Singer' },
      { title: 'Lemon', artist: '米津玄師', slug: 'lemon-yonezu', oldSlugs: ['lemon'] },
      { title: 'Lemon', artist: 'Third' },
    ])
    expect(slugs).toEqual(['lemon-another-singer', 'lemon-yonezu', 'lemon-third'])
  })

  it('never changes the slug of a stored song when songs are added anywhere', () => {
    const random = seeded(42)
    const titles = ['Lemon', 'ＬＥＭＯＮ', '糸', 'アイドル', '！？', 'First Love', 'a'.repeat(70)]
    const artists = ['A', 'B', '米津玄師', '']
    const song = (): SluggedSong => ({ title: pick(random, titles), artist: pick(random, artists) })
    const first = Array.from({ length: 30 }, song)
    const stored = assignSongSlugs(first).map((slug, i) => ({ ...first[i]!, slug }))
    const grown: SluggedSong[] = [...stored]
    for (let i = 0; i < 30; i++) grown.splice(random(grown.length + 1), 0, song())
    const slugs = assignSongSlugs(grown)
    for (const [i, entry] of grown.entries()) if (entry.slug) expect(slugs[i]).toBe(entry.slug)
    expect(new Set(slugs).size).toBe(grown.length)
  })

  it('gives each song the same slug whatever the order of the catalogue', () => {
    const random = seeded(3)
    const songs: SluggedSong[] = [
      { title: 'Lemon', artist: '米津玄師' },
      { title: 'Lemon', artist: 'Other' },
      { title: 'ＬＥＭＯＮ', artist: 'Other' },
      { title: 'lemon', artist: 'Other' },
      { title: '！？…', artist: 'Other' },
      { title: '！？…', artist: '' },
      { title: '糸', artist: '中島みゆき' },
      { title: '糸', artist: '' },
      { title: 'Lemon Other', artist: 'X' },
      { title: 'Stored', artist: 'S', slug: 'lemon-other-2' },
    ]
    const expected = new Map(assignSongSlugs(songs).map((slug, i) => [songs[i], slug]))
    for (let round = 0; round < 50; round++) {
      const shuffled = [...songs]
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = random(i + 1)
        ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
      }
      const slugs = assignSongSlugs(shuffled)
      shuffled.forEach((song, i) => expect(slugs[i]).toBe(expected.get(song)))
    }
  })

  it('keeps every slug within 60 code points, in slugify form, even with the artist and a number', () => {
    const title = 'あ'.repeat(59)
    const slugs = assignSongSlugs(
      Array.from({ length: 12 }, () => ({ title, artist: 'とても長いアーティスト名' })),
    )
    expect(new Set(slugs).size).toBe(12)
    for (const slug of slugs) {
      expect(codePoints(slug)).toBeLessThanOrEqual(60)
      expect(isSlug(slug), slug).toBe(true)
    }
  })

  it('gives thousands of generated songs, with many shared titles, unique slugs', () => {
    const random = seeded(20250811)
    const words = [
      'Lemon',
      'ＬＥＭＯＮ',
      '夜',
      'に',
      '駆ける',
      'アイドル',
      'あいどる',
      '恋',
      'Love',
    ]
    const marks = [' ', '・', '！', '～', '', '(Live)', '…']
    const artists = ['YOASOBI', '米津玄師', 'Aimer', '', '！？', 'A × B', 'ＡＩＭＥＲ']
    const songs = Array.from({ length: 3000 }, () => ({
      title: Array.from({ length: 1 + random(4) }, () => pick(random, words) + pick(random, marks))
        .join('')
        .repeat(1 + random(random(10) === 0 ? 12 : 1)),
      artist: pick(random, artists),
    }))
    const slugs = assignSongSlugs(songs)
    expect(new Set(slugs).size).toBe(songs.length)
    for (const slug of slugs) {
      expect(isSlug(slug), slug).toBe(true)
      expect(codePoints(slug)).toBeLessThanOrEqual(60)
    }
  })
})
