import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { http, HttpResponse, type JsonBodyType } from 'msw'

/** Where the fake API answers; `YOUTUBE_API_BASE` points the tool at it. */
export const youTubeApiBase = 'https://youtube.test/youtube/v3'
export const youTubeApiKey = 'test-api-key'

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'youtube')

/** A fixture file of tests/fixtures/youtube/, written from the API reference's shapes. */
function youTubeFixture(path: string): JsonBodyType {
  return JSON.parse(readFileSync(join(fixtures, path), 'utf8')) as JsonBodyType
}

/** An error answer as YouTube sends it: the status and the fixture's body. */
export const youTubeError = (file: string) => {
  const body = youTubeFixture(`errors/${file}`) as { error: { code: number } }
  return HttpResponse.json(body, { status: body.error.code })
}

const emptyList = (kind: string) => ({
  kind,
  etag: 'emptyListEtag000000000000000',
  pageInfo: { totalResults: 0, resultsPerPage: 0 },
  items: [],
})

/** A page of a fixture list: `<folder>/first.json`, then `<folder>/<pageToken>.json`; else none. */
function page(folder: string, pageToken: string | null, kind: string): JsonBodyType {
  const file = `${folder}/${pageToken ?? 'first'}.json`
  return existsSync(join(fixtures, file)) ? youTubeFixture(file) : emptyList(kind)
}

/**
 * The four list methods of the YouTube Data API v3 as the fixtures' channel answers them. Every
 * request is recorded (the units a run costs are its requests); one without the key is refused.
 */
export function fakeYouTube() {
  const requests: URL[] = []
  const answer = (reply: (url: URL) => JsonBodyType) => (info: { request: Request }) => {
    const url = new URL(info.request.url)
    requests.push(url)
    if (url.searchParams.get('key') !== youTubeApiKey) return youTubeError('key-invalid.json')
    return HttpResponse.json(reply(url))
  }
  const param = (url: URL, name: string) => url.searchParams.get(name) ?? ''
  const channels = youTubeFixture('channels.json') as { items: { id: string }[] }
  const handlers = [
    http.get(
      `${youTubeApiBase}/channels`,
      answer((url) =>
        channels.items[0]?.id === param(url, 'id')
          ? channels
          : emptyList('youtube#channelListResponse'),
      ),
    ),
    http.get(
      `${youTubeApiBase}/playlistItems`,
      answer((url) =>
        page(
          'playlist-items',
          url.searchParams.get('pageToken'),
          'youtube#playlistItemListResponse',
        ),
      ),
    ),
    http.get(
      `${youTubeApiBase}/videos`,
      answer((url) => {
        const list = youTubeFixture('videos.json') as { items: { id: string }[] }
        const ids = param(url, 'id').split(',')
        return { ...list, items: list.items.filter((video) => ids.includes(video.id)) }
      }),
    ),
    http.get(
      `${youTubeApiBase}/commentThreads`,
      answer((url) =>
        page(
          `comment-threads/${param(url, 'videoId')}`,
          url.searchParams.get('pageToken'),
          'youtube#commentThreadListResponse',
        ),
      ),
    ),
  ]
  /**
   * A handler to `server.use`: answers `method`'s requests (for one video, when `videoId` is
   * given) with the error fixture `file`, `times` times or always; other requests go on to the
   * handlers above.
   */
  const failing = (
    method: string,
    file: string,
    only: { videoId?: string; times?: number } = {},
  ) => {
    let left = only.times ?? Infinity
    return http.get(`${youTubeApiBase}/${method}`, ({ request }) => {
      const url = new URL(request.url)
      if (left < 1 || (only.videoId && url.searchParams.get('videoId') !== only.videoId)) return
      left -= 1
      requests.push(url)
      return youTubeError(file)
    })
  }
  /** The requests made to one method, e.g. `'commentThreads'`. */
  const calls = (method: string) => requests.filter((url) => url.pathname.endsWith(`/${method}`))
  return { handlers, requests, calls, failing }
}
