import { describe, expect, it } from 'vitest'

import * as ranking from '#src/features/songs/search/ranking.ts'
import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { testStreams } from '#tests/support/test-streams.ts'

import { pickerSize, pickerSongs } from './picker-songs.ts'

const data = buildSongListData(testStreams)
const titles = (text: string, ranker: typeof ranking | null = ranking) =>
  pickerSongs(data, text, 'ja', ranker).map((song) => song.songName)

describe('the songs a fan picks from', () => {
  it('are the song list’s matches for the text, by title or artist', () => {
    expect(titles('lemon')).toEqual(['Lemon'])
    expect(titles('米津').sort()).toEqual(['Lemon', '打上花火'].sort())
    expect(titles('YOASOBI')).toContain('夜に駆ける')
  })

  it('are none for no text, or text nothing matches', () => {
    expect(titles('')).toEqual([])
    expect(titles('   ')).toEqual([])
    expect(titles('zzzzzzqqq')).toEqual([])
  })

  it('are found before the ranking’s code arrives too, and never more than a few', () => {
    expect(titles('lemon', null)).toEqual(['Lemon'])
    expect(pickerSongs(data, 'a', 'ja', ranking).length).toBeLessThanOrEqual(pickerSize)
  })
})
