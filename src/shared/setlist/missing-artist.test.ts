import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  fillArtists,
  formatFilledArtist,
  formatMissingArtist,
  withArtists,
} from './missing-artist.ts'
import { type CommentSong, parseComment } from './parse-comment.ts'

const streamUrl = 'https://youtu.be/pepe250816a'
const titleOnly = (comment: string) =>
  parseComment(comment, streamUrl, { keepTitleOnly: true }).songs

const recorded = [
  { songName: '千本桜', singer: '黒うさP' },
  { songName: '千本桜', singer: '黒うさ P' },
  { songName: '千本桜', singer: '黒うさP' },
  { songName: 'Lemon', singer: '米津玄師' },
  { songName: 'Lemon', singer: 'Ado' },
  { songName: 'ロキ', singer: 'みきとP' },
  { songName: '♪', singer: 'Intro' },
  // Imported from a spreadsheet row without an artist: unknown.
  { songName: '夜行', singer: '' },
  { songName: 'ロキ', singer: '' },
]

describe('fillArtists', () => {
  it('takes the artist the data gives a title, in its most used spelling, however it is typed', () => {
    const { songs, filled, missing } = fillArtists(
      titleOnly('1:00 千本桜\n2:00 千本 桜\n3:00 ろき\n4:00 ＲＯＫＩ / みきとP'),
      recorded,
    )
    expect(missing).toEqual([])
    expect(songs.map((song) => song.singer)).toEqual(['黒うさP', '黒うさP', 'みきとP', 'みきとP'])
    expect(filled).toEqual([
      { line: 1, songName: '千本桜', singer: '黒うさP' },
      { line: 2, songName: '千本 桜', singer: '黒うさP' },
      { line: 3, songName: 'ろき', singer: 'みきとP' },
    ])
    expect(filled.map(formatFilledArtist)[0]).toBe(
      'line 1: "千本桜" has no artist; "黒うさP" taken from the data',
    )
  })

  it('does not guess between two artists of one title, nor for a title the data lacks', () => {
    const { songs, filled, missing } = fillArtists(
      titleOnly('1:00 Lemon\n2:00 夜に駆ける\n3:00 ♪\n4:00 夜行'),
      recorded,
    )
    expect(filled).toEqual([])
    expect(songs.map((song) => song.singer)).toEqual(['', '', '', ''])
    expect(missing).toEqual([
      { kind: 'no-artist', line: 1, songName: 'Lemon', artists: ['米津玄師', 'Ado'] },
      { kind: 'no-artist', line: 2, songName: '夜に駆ける', artists: [] },
      // A title of symbols alone matches no other such title.
      { kind: 'no-artist', line: 3, songName: '♪', artists: [] },
      // A song the data has with its artist unknown gives none.
      { kind: 'no-artist', line: 4, songName: '夜行', artists: [] },
    ])
    expect(missing.map(formatMissingArtist).slice(0, 2)).toEqual([
      'line 1: "Lemon" has no artist and the data has it by "米津玄師" and "Ado"; write it after the title ("<time> Lemon / <artist>")',
      'line 2: "夜に駆ける" has no artist and the data has no song of that title; write it after the title ("<time> 夜に駆ける / <artist>")',
    ])
  })
})

// Titles as fans write them alone on a line: plain, quoted, with a note, with a bare slash at the
// end; artists without a bracketed note at their end (which the parser reads as a note).
const word = fc
  .array(fc.constantFrom(...'あいう夜駆桜ACDKLMZ'), { minLength: 1, maxLength: 6 })
  .map((chars) => chars.join(''))
const title = fc
  .tuple(word, fc.constantFrom('%', '「%」', '% (アカペラ)', '[short] %', '%/', '%　'))
  .map(([text, form]) => form.replace('%', text))
const artist = fc
  .tuple(word, fc.constantFrom('%', '% feat. %', '% / %', '%・%', ' % '))
  .map(([text, form]) => form.replaceAll('%', text))

const read = (songs: CommentSong[]) => songs.map((song) => [song.line, song.songName, song.singer])

describe('withArtists', () => {
  it('gives each title-only line the artist typed for it, and leaves every other line as it was', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(title, fc.option(artist, { nil: undefined })), { maxLength: 8 }),
        fc.constantFrom('\n', '\r\n'),
        (lines, lineBreak) => {
          const comment = ['セトリ', ...lines.map(([t], i) => `${i + 1}:00 ${t}`)].join(lineBreak)
          const typed = new Map(
            lines.flatMap(([, a], i) => (a === undefined ? [] : [[i + 2, a] as const])),
          )
          const before = titleOnly(comment)
          const after = titleOnly(withArtists(comment, typed))
          expect(read(after)).toEqual(
            before.map((song) => [song.line, song.songName, typed.get(song.line)?.trim() ?? '']),
          )
          expect(withArtists(comment, new Map())).toBe(comment)
          expect(withArtists(comment, typed).split(lineBreak)).toHaveLength(lines.length + 1)
        },
      ),
      { numRuns: 300 },
    )
  })
})
