import { describe, expect, it } from 'vitest'

import { modelOf, songNamed } from '#tests/support/test-model.ts'

import { oftenSungWith } from './often-sung-with.ts'

// A is sung with B in 2 streams (newest Feb), D in 2 (newest Mar, A twice there), C in 1 (Jan),
// and with Zeta and Eta in 1 each, both in the March stream.
const model = modelOf([
  ['2024/1/1', ['A', 'B', 'C']],
  ['2024/2/1', ['A', 'B', 'D']],
  ['2024/3/1', ['A', 'D', 'A', 'Zeta', 'Eta']],
  ['2024/4/1', ['F']],
  ['2024/5/1', ['B', 'C', 'B']],
])
const withSong = (title: string, limit?: number) =>
  oftenSungWith(model, songNamed(model, title).key, limit).map((r) => [r.song.songName, r.streams])

describe('oftenSungWith', () => {
  it('ranks by shared streams, then the newest shared stream, then the title', () => {
    expect(withSong('A')).toEqual([
      ['D', 2],
      ['B', 2],
      ['Eta', 1],
      ['Zeta', 1],
      ['C', 1],
    ])
  })

  it('counts a stream once however often either song is sung in it', () => {
    // Per performance A would have 3 with D (twice in March), and B 3 with C (twice in May).
    // B's one stream with D (February) is older than Eta's and Zeta's (March).
    expect(withSong('D')).toEqual([
      ['A', 2],
      ['Eta', 1],
      ['Zeta', 1],
      ['B', 1],
    ])
    expect(withSong('C')).toEqual([
      ['B', 2],
      ['A', 1],
    ])
  })

  it('keeps to the limit', () => {
    expect(withSong('A', 2)).toEqual([
      ['D', 2],
      ['B', 2],
    ])
    expect(withSong('A', 0)).toEqual([])
  })

  it('gives nothing for a song sung alone or a key not in the model', () => {
    expect(withSong('F')).toEqual([])
    expect(oftenSungWith(model, 'no such key')).toEqual([])
  })
})
