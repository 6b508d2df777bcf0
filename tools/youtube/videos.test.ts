import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '#tests/msw/server.ts'

import { youTubeClient } from './api.ts'
import { videoDetails } from './videos.ts'

const base = 'https://api.test/youtube/v3'
const client = () => youTubeClient({ key: 'k', base, retryDelayMs: 0 })

const video = (id: string, snippet: object, liveStreamingDetails?: object) => ({
  id,
  snippet: {
    title: '歌枠',
    description: 'セトリ',
    publishedAt: '2024-01-13T10:55:00Z',
    liveBroadcastContent: 'none',
    ...snippet,
  },
  ...(liveStreamingDetails ? { liveStreamingDetails } : {}),
})

describe('videoDetails', () => {
  it('lists a video whose details the tools cannot read as malformed, saying why, and reads the others', async () => {
    const items = [
      video('luna240113a', {}, { actualStartTime: 'not a date' }),
      video('luna240106a', { description: 42 }),
      video('luna240105a', { title: { ja: '歌枠' } }),
      video('luna240104a', { publishedAt: undefined }),
      video('luna240103a', {}, { actualStartTime: '2024-01-03T15:30:00Z' }),
    ]
    server.use(http.get(`${base}/videos`, () => HttpResponse.json({ items })))
    const { videos, malformed } = await videoDetails(
      client(),
      items.map((item) => item.id),
    )
    expect(videos).toEqual([
      {
        id: 'luna240103a',
        title: '歌枠',
        description: 'セトリ',
        publishedAt: '2024-01-13T10:55:00Z',
        actualStartTime: '2024-01-03T15:30:00Z',
        liveBroadcastContent: 'none',
      },
    ])
    expect(malformed).toEqual([
      {
        id: 'luna240113a',
        problem: 'liveStreamingDetails.actualStartTime is "not a date", not a date',
      },
      { id: 'luna240106a', problem: 'snippet.description is 42, not text' },
      { id: 'luna240105a', problem: 'snippet.title is {"ja":"歌枠"}, not text' },
      { id: 'luna240104a', problem: 'snippet.publishedAt is missing, not a date' },
    ])
  })
})
