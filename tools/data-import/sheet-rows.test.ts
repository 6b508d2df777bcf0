import { describe, expect, it } from 'vitest'

import { readDelimited } from './delimited-text.ts'
import { readSheetRows } from './sheet-rows.ts'

/** The songs (title and artist) of a sheet's rows, with its problems. */
function songsOf(...rows: [song: string, artist: string][]) {
  const lines = [
    'date,stream,url,time,song,artist',
    ...rows.map(
      ([song, artist], i) =>
        `2024/3/3,Spring songs,https://youtu.be/luna240303a,${i + 1}:00,"${song}",${artist}`,
    ),
  ]
  const read = readSheetRows(readDelimited(lines.join('\n'), ','))
  if ('headerProblems' in read) throw new Error(read.headerProblems.join('\n'))
  return {
    songs: read.rows.map(({ songName, singer }) => [songName, singer]),
    problems: read.problems,
  }
}

describe('readSheetRows', () => {
  it('keeps a row without an artist, its artist unknown', () => {
    expect(songsOf(['春よ、来い', ''], ['さくら', '森山直太朗'])).toEqual({
      songs: [
        ['春よ、来い', ''],
        ['さくら', '森山直太朗'],
      ],
      problems: [],
    })
  })

  it('reads the artist a title cell names after a full-width slash, or a spaced one', () => {
    const { songs } = songsOf(
      ['Chandelier／Sia', ''],
      ['夜行 ／ ヨルシカ', ''],
      ['夜行 / ヨルシカ', ''],
      ['夜行　/　ヨルシカ', ''],
      ['Lemon / 米津玄師 / 2018', ''],
    )
    expect(songs).toEqual([
      ['Chandelier', 'Sia'],
      ['夜行', 'ヨルシカ'],
      ['夜行', 'ヨルシカ'],
      ['夜行', 'ヨルシカ'],
      ['Lemon', '米津玄師 / 2018'],
    ])
  })

  it('keeps a slash in the title where the artist cell has the artist, or nothing follows it', () => {
    const { songs } = songsOf(
      ['Fate/Zero', ''],
      ['A/B ／ C', 'Someone'],
      ['1/6 の夢旅人', ''],
      ['／', ''],
      ['空 ／', ''],
    )
    expect(songs).toEqual([
      ['Fate/Zero', ''],
      ['A/B ／ C', 'Someone'],
      ['1/6 の夢旅人', ''],
      ['／', ''],
      ['空 ／', ''],
    ])
  })

  it('looks for the slash in time linear in the cell’s length', () => {
    const spaces = ' '.repeat(50_000)
    const started = performance.now()
    const { songs } = songsOf([`a${spaces}b${spaces}/c`, ''])
    expect(songs).toEqual([[`a${spaces}b${spaces}/c`, '']])
    expect(performance.now() - started).toBeLessThan(1000)
  })
})
