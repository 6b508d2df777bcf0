import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import type {
  CatalogueSong,
  SongCatalogue,
} from '#src/shared/song-model/schema-types/song-catalogue.gen.ts'
import type { RawSong, RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { noncharacterName } from '#src/shared/song-model/text/hidden-characters.ts'
import { tempDirs } from '#tests/support/temp-dirs.ts'
import { rawSong } from '#tests/support/test-streams.ts'

import { readSongData } from './read-song-data.ts'

// The limits and refused characters of every text field (schemas/*.schema.json, docs/data.md), as
// data:check, setlist:add and the build read a content folder: each problem names the file and
// the field.

interface Content {
  stream: RawStream
  song: RawSong
  catalogue: SongCatalogue
  entry: CatalogueSong
}

const newContentDir = tempDirs('text-rules-')

function contentOf(edit: (content: Content) => void) {
  const song = rawSong()
  const stream = {
    date: '2025/8/4',
    streamName: '歌枠',
    showList: true,
    showDate: true,
    songList: [song],
  }
  const entry: CatalogueSong = { title: song.songName, artist: song.singer }
  const catalogue: SongCatalogue = { songs: [entry] }
  edit({ stream, song, catalogue, entry })
  return { stream: JSON.stringify(stream), catalogue: JSON.stringify(catalogue) }
}

/** data:check's problems with the content folder these files make. */
function problemsOf(files: { stream: string; catalogue: string }) {
  const dir = newContentDir()
  mkdirSync(join(dir, 'streams'))
  writeFileSync(join(dir, 'streams', '2025-08-04.json'), files.stream)
  writeFileSync(join(dir, 'songs.json'), files.catalogue)
  const named = (line: string) =>
    line
      .replace(join(dir, 'streams', '2025-08-04.json'), 'streams/2025-08-04.json')
      .replace(join(dir, 'songs.json'), 'songs.json')
  return readSongData(dir).problems.map(named)
}

// 𠮷 is one character of two UTF-16 units: the limits count characters (code points).
const text = (length: number) => '𠮷'.repeat(length)
const reading = (length: number) => 'よ'.repeat(length)

const limits: [
  field: string,
  limit: number,
  edit: (c: Content, length: number) => void,
  named: string[],
][] = [
  [
    'streamName',
    200,
    (c, n) => (c.stream.streamName = text(n)),
    ['streams/2025-08-04.json streamName'],
  ],
  [
    'songName and title',
    200,
    (c, n) => (c.song.songName = c.entry.title = text(n)),
    ['streams/2025-08-04.json songList[0].songName', 'songs.json songs[0].title'],
  ],
  [
    'singer and artist',
    200,
    (c, n) => (c.song.singer = c.entry.artist = text(n)),
    ['streams/2025-08-04.json songList[0].singer', 'songs.json songs[0].artist'],
  ],
  [
    'songLink',
    200,
    (c, n) =>
      (c.song.songLink = 'https://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s&si='.padEnd(n, 'x')),
    ['streams/2025-08-04.json songList[0].songLink'],
  ],
  ['alias', 200, (c, n) => (c.entry.aliases = [text(n)]), ['songs.json songs[0].aliases[0]']],
  ['reading', 400, (c, n) => (c.entry.reading = reading(n)), ['songs.json songs[0].reading']],
  [
    'artist name',
    200,
    (c, n) => (c.catalogue.artists = [{ name: text(n), reading: 'よあそび' }]),
    ['songs.json artists[0].name'],
  ],
  [
    'artist reading',
    400,
    (c, n) => (c.catalogue.artists = [{ name: 'YOASOBI', reading: reading(n) }]),
    ['songs.json artists[0].reading'],
  ],
]

const hidden =
  'an invisible character no text may hold (control, bidirectional, zero-width or half of a surrogate pair)'

describe('the text limits', () => {
  it.each(limits)(
    'accepts a %s of %i characters, and names the field of one more',
    (_, limit, edit, named) => {
      expect(problemsOf(contentOf((c) => edit(c, limit)))).toEqual([])
      expect(problemsOf(contentOf((c) => edit(c, limit + 1)))).toEqual(
        named.map(
          (where) => `${where}: is ${limit + 1} characters long, over the ${limit} allowed`,
        ),
      )
    },
  )

  it('refuses an 8,000-character title, which the build could not read', () => {
    const title = '夜に駆ける'.repeat(1600)
    expect(problemsOf(contentOf((c) => (c.song.songName = c.entry.title = title)))).toEqual([
      'streams/2025-08-04.json songList[0].songName: is 8000 characters long, over the 200 allowed',
      'songs.json songs[0].title: is 8000 characters long, over the 200 allowed',
    ])
  })
})

describe('the refused characters', () => {
  /** The problems of content holding `char` in every kind of text field, and where each is. */
  const inEveryTextField = (char: string) => ({
    problems: problemsOf(
      contentOf((c) => {
        c.stream.streamName = `歌枠${char}`
        c.song.singer = c.entry.artist = `YOA${char}SOBI`
        c.entry.aliases = [`Racing${char}`]
        c.entry.reading = `よるに${char}かける`
      }),
    ),
    fields: [
      'streams/2025-08-04.json streamName',
      'streams/2025-08-04.json songList[0].singer',
      'songs.json songs[0].artist',
      'songs.json songs[0].reading',
      'songs.json songs[0].aliases[0]',
    ],
  })

  it.each([
    ['a right-to-left override', '\u202e', 'U+202E'],
    ['a left-to-right embedding', '\u202a', 'U+202A'],
    ['a right-to-left mark', '\u200f', 'U+200F'],
    ['an Arabic letter mark', '\u061c', 'U+061C'],
    ['a first-strong isolate', '\u2068', 'U+2068'],
    ['a tab', '\t', 'U+0009'],
    ['an escape', '\u001b', 'U+001B'],
    ['a C1 control', '\u0085', 'U+0085'],
    ['a lone low surrogate', '\udc00', 'U+DC00'],
  ])('names %s in every kind of text field', (_, char, name) => {
    const { problems, fields } = inEveryTextField(char)
    expect(problems).toEqual(fields.map((where) => `${where}: holds ${name}, ${hidden}`))
  })

  it.each(['👩‍🎤', '🏳️‍🌈', '👨‍👩‍👧'])(
    'accepts the joined emoji %s in every kind of text field',
    (emoji) => {
      expect(inEveryTextField(emoji).problems).toEqual([])
    },
  )

  // Unmended data never ships: the build refuses a zero-width character too, naming the fix.
  it.each([
    ['a zero-width space', '\u200b', 'U+200B'],
    ['a zero-width non-joiner', '\u200c', 'U+200C'],
    ['a word joiner', '\u2060', 'U+2060'],
    ['a byte order mark', '\ufeff', 'U+FEFF'],
  ])(
    'names %s in every kind of text field, and that data:check --fix removes it',
    (_, char, name) => {
      const { problems, fields } = inEveryTextField(char)
      expect(problems).toEqual(
        fields.map(
          (where) => `${where}: holds ${name}, ${hidden}; npm run data:check -- --fix removes it`,
        ),
      )
    },
  )

  it('refuses a lone surrogate written as a JSON escape in the file', () => {
    const files = contentOf((c) => (c.song.songName = c.entry.title = 'a\u0000b'))
    const escaped = (json: string) => json.replace('a\\u0000b', 'a\\ud800b')
    expect(escaped(files.stream)).toContain('"songName":"a\\ud800b"')
    expect(
      problemsOf({ stream: escaped(files.stream), catalogue: escaped(files.catalogue) }),
    ).toEqual([
      `streams/2025-08-04.json songList[0].songName: holds U+D800, ${hidden}`,
      `songs.json songs[0].title: holds U+D800, ${hidden}`,
    ])
  })

  it('accepts emoji, whose surrogates come in pairs', () => {
    expect(problemsOf(contentOf((c) => (c.stream.streamName = '歌枠🐧🎤')))).toEqual([])
  })

  // Issue 69: they passed, and every feed.xml then failed a strict XML parser.
  it.each([
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', '\uffff'],
    ['U+FDD0', '\ufdd0'],
    ['U+FDEF', '\ufdef'],
    ['U+1FFFE', '\u{1fffe}'],
    ['U+10FFFF', '\u{10ffff}'],
  ])('names the noncharacter %s in every kind of text field', (name, char) => {
    const { problems, fields } = inEveryTextField(char)
    expect(problems).toEqual(fields.map((where) => `${where}: holds ${name}, ${noncharacterName}`))
  })

  it('accepts the characters next to the noncharacters', () => {
    for (const char of ['\ufdcf', '\ufdf0', '\ufffd', '\u{1fffd}', '\u{20000}'])
      expect(inEveryTextField(char).problems).toEqual([])
  })
})
