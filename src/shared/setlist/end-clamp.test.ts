import { describe, expect, it } from 'vitest'

import { validateStream } from '#src/shared/song-model/checks/validate.ts'

import { buildStreamEntry } from './build-entry.ts'
import { clampEnds, formatEndClamp, type TimedSong } from './end-clamp.ts'

const song = (line: number, seconds: number, endSeconds?: number, videoId = 'AAAAAAAAAAA') => ({
  line,
  seconds,
  ...(endSeconds === undefined ? {} : { endSeconds }),
  videoId,
  songName: `song ${line}`,
  singer: 'artist',
})

const entryOf = (songs: readonly (TimedSong & { songName: string; singer: string })[]) =>
  buildStreamEntry(songs, { date: '2025/3/9', streamName: 'stream', request: false })

describe('clampEnds', () => {
  it('ends a song that runs into the next one of its video where that one starts, and says so', () => {
    // 1:02:05 is five seconds into the next song, which starts at 1:02:00.
    const songs = [song(3, 3600, 3725), song(4, 3720, 3900)]
    expect(validateStream(entryOf(songs))).not.toEqual([])
    const { songs: clamped, clamped: moved } = clampEnds(songs)
    expect(clamped.map((s) => s.endSeconds)).toEqual([3720, 3900])
    expect(moved).toEqual([{ line: 3, end: 3725, nextLine: 4, nextStart: 3720 }])
    expect(moved.map(formatEndClamp)).toEqual([
      'line 3: end 1:02:05 runs into the next song in this video (line 4 at 1:02:00); clamped to 1:02:00',
    ])
    expect(validateStream(entryOf(clamped))).toEqual([])
    // The songs given are not changed.
    expect(songs[0]!.endSeconds).toBe(3725)
  })

  it('leaves an end that runs past a song of another video: the next song of its own video counts', () => {
    const songs = [
      song(1, 60, 400),
      song(2, 300, undefined, 'BBBBBBBBBBB'),
      song(3, 400),
      song(4, 500, 700, 'BBBBBBBBBBB'),
    ]
    const result = clampEnds(songs)
    expect(result.clamped).toEqual([])
    expect(result.songs).toEqual(songs)
    expect(validateStream(entryOf(songs))).toEqual([])
  })

  it('leaves an end exactly at the next start, and the last song of a video', () => {
    const songs = [song(1, 60, 300), song(2, 300, 9000)]
    expect(clampEnds(songs)).toEqual({ songs, clamped: [] })
  })

  it('leaves what it cannot mend to the checks: an end not after its start, the next song at the same time', () => {
    const songs = [song(1, 60, 50), song(2, 120, 200), song(3, 120)]
    expect(clampEnds(songs).clamped).toEqual([])
  })

  it('clamps to the next song of the same video when another video comes between', () => {
    const songs = [song(1, 60, 520), song(2, 10, undefined, 'BBBBBBBBBBB'), song(3, 500)]
    expect(clampEnds(songs).clamped).toEqual([{ line: 1, end: 520, nextLine: 3, nextStart: 500 }])
  })
})
