// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it } from 'vitest'

import { setNowPlaying, useIsNowPlaying } from './now-playing.ts'

const first = { videoId: 'aaaaaaaaaaa', startSeconds: 10 }
const second = { videoId: 'aaaaaaaaaaa', startSeconds: 200 }
let renders = 0
const current = () =>
  screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-current') === 'true')
    .map((item) => item.textContent)

function Row({ entry, name }: { entry: typeof first; name: string }) {
  const playing = useIsNowPlaying(entry)
  return <li aria-current={playing ? 'true' : undefined}>{name}</li>
}

// Each row in a profiler of its own: a commit that renders it calls back once.
const counted = (row: React.ReactElement) => (
  <Profiler id="row" onRender={() => (renders += 1)}>
    {row}
  </Profiler>
)

describe('now playing', () => {
  afterEach(() => act(() => setNowPlaying(null)))

  it('marks only the entry in the player, and renders only the rows that change', () => {
    render(
      <ul>
        {counted(<Row entry={first} name="first" />)}
        {counted(<Row entry={second} name="second" />)}
      </ul>,
    )
    expect(current()).toEqual([])
    renders = 0
    act(() => setNowPlaying(second))
    expect(current()).toEqual(['second'])
    expect(renders).toBe(1)
    renders = 0
    act(() => setNowPlaying(first))
    expect(current()).toEqual(['first'])
    expect(renders).toBe(2)
    act(() => setNowPlaying(null))
    expect(current()).toEqual([])
  })
})
