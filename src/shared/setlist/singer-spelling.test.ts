import { describe, expect, it } from 'vitest'

import { formatSpellingWarning, singerSpellingWarnings } from './singer-spelling.ts'

const credit = (songName: string, singer: string) => ({ songName, singer })
// Two streams' songs: two spellings of one title's artists, one of them used twice.
const existing = [
  credit('Lemon', '米津玄師'),
  credit('ハレ晴レユカイ', '平野綾・茅原実里・後藤邑子'),
  credit('Lemon', '米津玄師'),
  credit(
    'ハレ晴レユカイ',
    '涼宮ハルヒ(CV.平野綾)、長門有希(CV.茅原実里)、朝比奈みくる(CV.後藤邑子)',
  ),
  credit('ハレ晴レユカイ', '平野綾・茅原実里・後藤邑子'),
]

describe('singerSpellingWarnings', () => {
  it('suggests the existing spelling for a known title', () => {
    const warnings = singerSpellingWarnings(
      [{ line: 3, songName: 'Ｌｅｍｏｎ', singer: '米津 玄師' }],
      existing,
    )
    expect(warnings.map(formatSpellingWarning)).toEqual([
      'line 3: "Ｌｅｍｏｎ" is credited to "米津 玄師", but the data spells its artist "米津玄師"; use that spelling if it is the same artist',
    ])
  })

  it('lists every existing spelling, the most used first', () => {
    const [warning] = singerSpellingWarnings(
      [{ line: 5, songName: 'ハレ晴レユカイ', singer: '平野綾, 茅原実里, 後藤邑子' }],
      existing,
    )
    expect(warning?.existing).toEqual([
      '平野綾・茅原実里・後藤邑子',
      '涼宮ハルヒ(CV.平野綾)、長門有希(CV.茅原実里)、朝比奈みくる(CV.後藤邑子)',
    ])
  })

  it('says a song without an artist is credited elsewhere, and takes no unknown artist for a spelling', () => {
    const songs = [
      { line: 7, songName: 'Lemon', singer: '' },
      { line: 8, songName: '夜行', singer: 'ヨルシカ' },
    ]
    expect(
      singerSpellingWarnings(songs, [...existing, credit('夜行', '')]).map(formatSpellingWarning),
    ).toEqual([
      'line 7: "Lemon" has no artist and is written with the artist unknown, but the data credits this title to "米津玄師"; add that artist to the row if it is the same song',
    ])
  })

  it('is silent for a matching spelling and for a new title', () => {
    const songs = [
      { line: 1, songName: 'Lemon', singer: '米津玄師' },
      { line: 2, songName: '新しい歌', singer: '誰か' },
    ]
    expect(singerSpellingWarnings(songs, existing)).toEqual([])
  })
})
