import { describe, expect, it } from 'vitest'

import { videoChapters } from './video-chapters.ts'

const song = (startSeconds: number, songName: string, singer = 'ヨルシカ') => ({
  songName,
  singer,
  startSeconds,
})

describe('videoChapters', () => {
  it('opens at 0:00 with the opening line, then a chapter per song at its start', () => {
    const songs = [song(125, '夜に駆ける', 'YOASOBI'), song(513, '春泥棒'), song(3790, '花に亡霊')]
    expect(videoChapters(songs, 'オープニング')).toEqual({
      lines: [
        '0:00 オープニング',
        '2:05 夜に駆ける / YOASOBI',
        '8:33 春泥棒 / ヨルシカ',
        '1:03:10 花に亡霊 / ヨルシカ',
      ],
    })
  })

  it('starts the first song at 0:00 when it begins within ten seconds, without an opening', () => {
    const songs = [song(0, '春泥棒'), song(200, '花に亡霊'), song(400, 'ただ君に晴れ')]
    expect(videoChapters(songs, 'オープニング')).toEqual({
      lines: ['0:00 春泥棒 / ヨルシカ', '3:20 花に亡霊 / ヨルシカ', '6:40 ただ君に晴れ / ヨルシカ'],
    })
    const late = [song(9, '春泥棒'), song(200, '花に亡霊'), song(400, 'ただ君に晴れ')]
    expect(videoChapters(late, 'オープニング')).toEqual(videoChapters(songs, 'オープニング'))
  })

  it('names an unknown artist by the title alone', () => {
    const songs = [song(60, '名前のない歌', ''), song(300, '春泥棒')]
    expect(videoChapters(songs, 'Opening')).toEqual({
      lines: ['0:00 Opening', '1:00 名前のない歌', '5:00 春泥棒 / ヨルシカ'],
    })
  })

  it('refuses fewer than three chapters, the opening counted', () => {
    expect(videoChapters([song(120, '春泥棒')], 'オープニング')).toEqual({
      refused: { kind: 'few', count: 2 },
    })
    expect(videoChapters([song(0, '春泥棒'), song(300, '花に亡霊')], 'オープニング')).toEqual({
      refused: { kind: 'few', count: 2 },
    })
    expect(videoChapters([], 'オープニング')).toEqual({ refused: { kind: 'few', count: 1 } })
  })

  it('refuses two songs less than ten seconds apart, naming them', () => {
    const songs = [song(120, '春泥棒'), song(300, '花に亡霊'), song(309, 'ただ君に晴れ')]
    expect(videoChapters(songs, 'オープニング')).toEqual({
      refused: { kind: 'close', first: songs[1], second: songs[2] },
    })
    // The first song moved to 0:00 is still named at its own time.
    const early = [song(5, '春泥棒'), song(8, '花に亡霊'), song(300, 'ただ君に晴れ')]
    expect(videoChapters(early, 'オープニング')).toEqual({
      refused: { kind: 'close', first: early[0], second: early[1] },
    })
  })

  it('puts chapters in time order, as YouTube requires', () => {
    const songs = [song(300, '花に亡霊'), song(120, '春泥棒')]
    expect(videoChapters(songs, 'オープニング')).toEqual({
      lines: ['0:00 オープニング', '2:00 春泥棒 / ヨルシカ', '5:00 花に亡霊 / ヨルシカ'],
    })
  })
})
