import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '#tests/msw/server.ts'
import { youTubeError } from '#tests/msw/youtube-data-api.ts'

import { maxAnswerBytes } from './answer-body.ts'
import { YouTubeApiError, youTubeClient } from './api.ts'

const base = 'https://api.test/youtube/v3'
const list = { kind: 'youtube#videoListResponse', etag: 'e', items: [] }

/** Answers GET <base>/videos with each of `answers` in turn, counting the requests. */
function videosAnswering(...answers: (() => Response)[]) {
  const seen: URL[] = []
  server.use(
    http.get(`${base}/videos`, ({ request }) => {
      seen.push(new URL(request.url))
      return (answers[seen.length - 1] ?? answers.at(-1)!)()
    }),
  )
  return seen
}

const client = () => youTubeClient({ key: 'k', base, retryDelayMs: 0 })
const ok = () => HttpResponse.json(list)

describe('youTubeClient', () => {
  it('sends the key and the parameters, and counts a unit per request', async () => {
    const seen = videosAnswering(ok)
    const api = client()
    expect(await api.list('videos', { part: 'snippet', id: 'a,b' })).toEqual(list)
    expect(Object.fromEntries(seen[0]!.searchParams)).toEqual({
      part: 'snippet',
      id: 'a,b',
      key: 'k',
    })
    expect(api.units).toEqual({ channels: 0, playlistItems: 0, videos: 1, commentThreads: 0 })
  })

  it('asks once more after a server error or a network error', async () => {
    for (const failure of [() => youTubeError('backend-error.json'), () => HttpResponse.error()]) {
      const seen = videosAnswering(failure, ok)
      const api = client()
      expect(await api.list('videos', { id: 'a' })).toEqual(list)
      expect(seen).toHaveLength(2)
      expect(api.units.videos).toBe(2)
    }
  })

  it("fails with YouTube's reason after the second try, and at once on a quota error", async () => {
    const failing = videosAnswering(() => youTubeError('backend-error.json'))
    await expect(client().list('videos', { id: 'a' })).rejects.toMatchObject({
      status: 500,
      reason: 'backendError',
    })
    expect(failing).toHaveLength(2)

    const quota = videosAnswering(() => youTubeError('quota-exceeded.json'))
    const error = await client()
      .list('videos', { id: 'a' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(YouTubeApiError)
    expect(error).toMatchObject({ status: 403, reason: 'quotaExceeded' })
    expect(quota).toHaveLength(1)
  })

  it('waits the given time before the retry', async () => {
    videosAnswering(() => youTubeError('backend-error.json'), ok)
    const started = performance.now()
    await youTubeClient({ key: 'k', base, retryDelayMs: 200 }).list('videos', {})
    expect(performance.now() - started).toBeGreaterThanOrEqual(190)
  })

  it('reports a 200 that is not JSON as bad data, without asking again', async () => {
    const seen = videosAnswering(() => HttpResponse.html('<!doctype html><title>Sign in</title>'))
    const api = client()
    await expect(api.list('videos', { id: 'a' })).rejects.toMatchObject({
      status: 200,
      reason: 'badData',
      message:
        'videos.list: 200 badData: the answer is not JSON: "<!doctype html><title>Sign in</title>"',
    })
    expect(seen).toHaveLength(1)
    expect(api.units.videos).toBe(1)
  })

  it('stops reading an answer once it is over maxAnswerBytes', async () => {
    // A valid JSON answer 24 MB past the bound, made a megabyte at a time as it is read.
    const megabyte = 1024 * 1024
    const chunks = maxAnswerBytes / megabyte + 24
    let made = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        made += 1
        const text = made === 1 ? '{"items":[],"pad":"' : made === chunks ? '"}' : ' '
        controller.enqueue(new TextEncoder().encode(text.padEnd(megabyte, ' ')))
        if (made === chunks) controller.close()
      },
    })
    const seen = videosAnswering(() => new HttpResponse(body))
    // Not the answer itself: a failure would print all of it.
    const outcome = await client()
      .list('videos', { id: 'a' })
      .then(
        () => 'read whole',
        (error: unknown) => error,
      )
    expect(outcome).toMatchObject({
      status: 200,
      reason: 'badData',
      message: 'videos.list: 200 badData: the answer is over 16 MB',
    })
    expect(seen).toHaveLength(1)
    expect(made).toBeLessThan(chunks)
  })
})
