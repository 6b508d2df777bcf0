import { describe, expect, it } from 'vitest'

import { server } from '#tests/msw/server.ts'
import { fakeYouTube, youTubeApiBase, youTubeApiKey } from '#tests/msw/youtube-data-api.ts'

import { youTubeClient } from './api.ts'
import { readUploads, uploadsPlaylistId } from './uploads.ts'

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
    const uploads = await readUploads(client, playlist, () => false)
    expect(pages()).toBe(4)
    expect(uploads.map((upload) => upload.videoId)).toContain('luna231014a')
  })

  it('stops after the first page whose uploads are all old, not at the first old one', async () => {
    const { client, pages } = setUp()
    // The first page's oldest upload is old, the second's newest is not, the third is all old.
    const uploads = await readUploads(
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
