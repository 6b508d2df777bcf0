import { describe, expect, it } from 'vitest'

import { modelOf, songNamed } from '#tests/support/test-model.ts'

import { homeCard, songCard, streamCard } from './page-cards.ts'

const model = modelOf([
  ['2024/1/31', ['夜に駆ける', '告白氣球']],
  ['2025/8/23', ['夜に駆ける']],
])

describe("a page's share card", () => {
  it('shows a song with its artist, times sung and last date, in figures', () => {
    const song = songNamed(model, '夜に駆ける')
    expect(songCard(song)).toEqual({
      title: '夜に駆ける',
      subtitle: song.singer,
      figures: ['♪ ×2', '📅 2025.08.23'],
    })
  })

  it('shows a stream with its date and number of songs', () => {
    const stream = model.streams.find((s) => s.isoDate === '2024-01-31')!
    expect(streamCard(stream)).toEqual({
      title: stream.name,
      figures: ['📅 2024.01.31', '♪ 2'],
    })
  })

  it('leaves out a date the stream keeps hidden and an artist nobody knows', () => {
    const stream = { ...model.streams[0]!, dateVisible: false }
    expect(streamCard(stream).figures).toEqual([`♪ ${stream.performances.length}`])
    const song = { ...songNamed(model, '告白氣球'), singer: '' }
    expect(songCard(song)).not.toHaveProperty('subtitle')
  })

  it("shows the home page's singer with the archive's songs and streams, grouped by thousands", () => {
    expect(homeCard('月島ルナ', { songs: 2400, streams: 485 })).toEqual({
      title: '月島ルナ',
      figures: ['♪ 2,400', '🎙 485'],
    })
  })
})
