// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { encodeQueue } from '#src/shared/playlist/queue-code.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'
import { renderRoute } from '#tests/render-route.tsx'

// The song data under test: its newest stream's first song, the queue a shared link names. Opened
// by a link, the player waits for play, so nothing of YouTube is asked for.
const { model } = await loadSongListData()
const stream = model.streams[0]!
const current = stream.performances[0]!
const streamPage = stream.file.replace(/\.json$/, '')
const play = encodeQueue({
  entries: [{ videoId: current.videoId, startSeconds: current.startSeconds }],
  position: 0,
  repeat: 'off',
})

/** The now-playing text's links, as `[text, address]`. */
async function nowPlayingLinks(url: string) {
  await renderRoute(url)
  const player = await screen.findByRole('complementary', { name: /プレーヤー|播放器/ })
  const now = player.querySelector<HTMLElement>('.player__now')!
  return within(now)
    .getAllByRole('link')
    .map((a) => [a.textContent, decodeURI(a.getAttribute('href') ?? '')])
}

describe("the player's now-playing text", () => {
  // jsdom has no ResizeObserver; the bar's height does not matter here.
  beforeEach(() =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    ),
  )

  it('links the song and the stream to their pages, the queue kept so the player plays on', async () => {
    expect(await nowPlayingLinks(`/about?play=${play}`)).toEqual([
      [current.songName, `/songs/${current.songSlug}?play=${play}`],
      [current.streamName, `/streams/${streamPage}?play=${play}`],
    ])
  })

  it('keeps the /zh form', async () => {
    const links = await nowPlayingLinks(`/zh/about?play=${play}`)
    expect(links.map(([, href]) => href)).toEqual([
      `/zh/songs/${current.songSlug}?play=${play}`,
      `/zh/streams/${streamPage}?play=${play}`,
    ])
  })
})
