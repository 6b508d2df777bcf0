import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '#tests/msw/server.ts'
import { youTubeError } from '#tests/msw/youtube-data-api.ts'

import { youTubeClient } from './api.ts'
import { maxCommentPages, topLevelComments } from './comments.ts'

const base = 'https://api.test/youtube/v3'
const client = () => youTubeClient({ key: 'k', base, retryDelayMs: 0 })

describe('topLevelComments', () => {
  it('reads no more than its bound of pages from a video with endless comments', async () => {
    let pages = 0
    server.use(
      http.get(`${base}/commentThreads`, () => {
        pages += 1
        return HttpResponse.json({
          kind: 'youtube#commentThreadListResponse',
          etag: 'e',
          nextPageToken: `page${pages + 1}`,
          items: [
            {
              kind: 'youtube#commentThread',
              id: `c${pages}`,
              snippet: {
                topLevelComment: {
                  id: `c${pages}`,
                  snippet: { authorDisplayName: '@fan', textDisplay: 'わかる', likeCount: 1 },
                },
              },
            },
          ],
        })
      }),
    )
    const comments = await topLevelComments(client(), 'luna240106a')
    expect(pages).toBe(maxCommentPages)
    expect(comments).toHaveLength(maxCommentPages)
    // textOriginal is missing here: the plain textDisplay stands in.
    expect(comments?.[0]).toEqual({ id: 'c1', author: '@fan', text: 'わかる', likeCount: 1 })
  })

  it('passes over a comment whose id or text is not text, and reads the others', async () => {
    const thread = (id: unknown, text: unknown) => ({
      snippet: {
        topLevelComment: {
          id,
          snippet: { authorDisplayName: 7, textOriginal: text, likeCount: '9' },
        },
      },
    })
    server.use(
      http.get(`${base}/commentThreads`, () =>
        HttpResponse.json({
          items: [thread('c1', 42), thread(['c2'], 'セトリ'), thread('c3', 'セトリ')],
        }),
      ),
    )
    expect(await topLevelComments(client(), 'luna240106a')).toEqual([
      { id: 'c3', author: '', text: 'セトリ', likeCount: 0 },
    ])
  })

  it('answers null when the comments are disabled', async () => {
    server.use(http.get(`${base}/commentThreads`, () => youTubeError('comments-disabled.json')))
    expect(await topLevelComments(client(), 'luna240106a')).toBeNull()
  })
})
