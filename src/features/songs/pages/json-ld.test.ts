import { describe, expect, it } from 'vitest'

import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { rawSong } from '#tests/support/test-streams.ts'

import { songJsonLd } from './json-ld.ts'

const songOf = (singer: string) => {
  const model = buildSongModel([
    {
      date: '2025/1/5',
      streamName: '歌枠',
      showList: true,
      showDate: true,
      songList: [rawSong({ songName: '春よ、来い', singer })],
    },
  ])
  const [song] = model.songs
  if (!song) throw new Error('no song')
  return songJsonLd(song, { url: 'https://example.org/songs/x', singer: '歌い手' })
}

describe("a song page's structured data", () => {
  it('names each artist of the original as its creator', () => {
    expect(songOf('松任谷由実 & 小田和正').recordingOf).toMatchObject({
      creator: [
        { '@type': 'MusicGroup', name: '松任谷由実' },
        { '@type': 'MusicGroup', name: '小田和正' },
      ],
    })
  })

  it('names no creator for a song whose artist is unknown', () => {
    expect(songOf('').recordingOf).not.toHaveProperty('creator')
  })
})
