import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { server } from '#tests/msw/server.ts'
import { fakeYouTube, youTubeApiBase, youTubeApiKey } from '#tests/msw/youtube-data-api.ts'

import { youTubeClient } from './api.ts'
import { maxUploadPages, readUploads, uploadsPlaylistId } from './uploads.ts'

function setUp() {
  const fake = fakeYouTube()
  server.use(...fake.handlers)
  const client = youTubeClient({ key: youTubeApiKey, base: youTubeApiBase, retryDelayMs: 0 })
  const pages = () => fake.calls('playlistItems').length
  return { client, pages }
}

describe('readUploads', () => {
  it('reads every page when nothing is old', async () => {
    const { client, pages } = setUp()
    const playlist = await uploadsPlaylistId(client, 'UClunaTsukishimaFixture0')
    const { uploads } = await readUploads(client, playlist, () => false)
    expect(pages()).toBe(4)
    expect(uploads.map((upload) => upload.videoId)).toContain('luna231014a')
  })

  it('stops after the first page whose uploads are all old, not at the first old one', async () => {
    const { client, pages } = setUp()
    // The first page's oldest upload is old, the second's newest is not, the third is all old.
    const { uploads } = await readUploads(
      client,
      'UUlunaTsukishimaFixture0',
      (upload) => upload.publishedAt < '2023-12-02',
    )
    expect(pages()).toBe(3)
    expect(uploads.at(-1)?.videoId).toBe('luna231120a')
  })

  it('stops after the first page when it is all old', async () => {
    const { client, pages } = setUp()
    await readUploads(client, 'UUlunaTsukishimaFixture0', () => true)
    expect(pages()).toBe(1)
  })
})

const client = () => youTubeClient({ key: youTubeApiKey, base: youTubeApiBase, retryDelayMs: 0 })
const item = (videoId: string, title = '歌枠') => ({
  snippet: { title },
  contentDetails: { videoId, videoPublishedAt: '2024-01-14T12:00:00Z' },
})

/** Answers playlistItems with `answer(n)` for the n-th page, counting the pages asked for. */
function playlistAnswering(answer: (page: number) => object) {
  const asked: (string | null)[] = []
  server.use(
    http.get(`${youTubeApiBase}/playlistItems`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('pageToken'))
      return HttpResponse.json(answer(asked.length))
    }),
  )
  return asked
}

describe('readUploads on a listing gone wrong', () => {
  it('gives up after maxUploadPages pages of a token that never runs out', async () => {
    // The fake ends a page past the bound, so the old endless loop ends too, and fails here.
    const asked = playlistAnswering((page) => ({
      items: [item(`luna${String(page).padStart(7, '0')}`)],
      ...(page <= maxUploadPages ? { nextPageToken: `page${page + 1}` } : {}),
    }))
    await expect(readUploads(client(), 'UUx', () => false)).rejects.toMatchObject({
      status: 200,
      reason: 'badData',
      message: expect.stringMatching(`more than ${maxUploadPages} pages`),
    })
    expect(asked).toHaveLength(maxUploadPages)
  })

  it('gives up when a page token comes back', async () => {
    const asked = playlistAnswering((page) => ({
      items: [item(`luna${String(page).padStart(7, '0')}`)],
      ...(page < 10 ? { nextPageToken: page % 2 === 0 ? 'CAUQAA' : 'CAoQAA' } : {}),
    }))
    await expect(readUploads(client(), 'UUx', () => false)).rejects.toThrow(
      'playlistItems.list: 200 badData: the nextPageToken "CAoQAA" came back',
    )
    expect(asked).toEqual([null, 'CAoQAA', 'CAUQAA'])
  })

  it('refuses a page of more items than it asked for, however many', async () => {
    // Items as small as the old reading took, so the page stays under the size bound.
    const tiny = { contentDetails: { videoId: 'a', videoPublishedAt: 'b' } }
    playlistAnswering(() => ({ items: Array.from({ length: 200_000 }, () => tiny) }))
    await expect(readUploads(client(), 'UUx', () => false)).rejects.toThrow(
      'a page of 200000 items, where at most 50 were asked for',
    )
  })

  it('leaves out an upload whose id or title the archive could not hold, saying why', async () => {
    playlistAnswering(() => ({
      items: [
        item('x'.repeat(5000)),
        item('luna240114a', '歌枠\u0007'),
        item('luna240113a', '歌'.repeat(201)),
        item('luna240112a', '【歌枠】土曜の夜'),
        {
          snippet: { title: '歌枠', publishedAt: 'soon' },
          contentDetails: { videoId: 'luna240111a' },
        },
      ],
    }))
    const { uploads, leftOut } = await readUploads(client(), 'UUx', () => false)
    expect(uploads.map((upload) => upload.videoId)).toEqual(['luna240112a'])
    expect(leftOut).toEqual([
      `an upload was left out: the video id "${'x'.repeat(40)}…" is not 11 characters of A-Z, a-z, 0-9, _ and -`,
      'the upload luna240114a was left out: the title "歌枠\\u0007" holds U+0007, a control, bidirectional or zero-width character',
      `the upload luna240113a was left out: the title "${'歌'.repeat(40)}…" is longer than 200 characters`,
      'the upload luna240111a was left out: its time "soon" is not a date',
    ])
  })
})
