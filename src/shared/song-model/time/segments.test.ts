import { describe, expect, it } from 'vitest'

import { implicitEnds, resolveEnds } from './segments.ts'

const at = (videoId: string, startSeconds: number) => ({ videoId, startSeconds })

describe('segment ends', () => {
  it('ends a song where the next song of its video starts, and the last one with the video', () => {
    expect(
      implicitEnds([at('a', 10), at('a', 200), at('b', 5), at('a', 400), at('b', 300)]),
    ).toEqual([200, 400, 300, null, null])
  })

  it('takes the next later start even when the list is out of time order', () => {
    expect(implicitEnds([at('a', 300), at('a', 100), at('a', 200)])).toEqual([null, 200, 300])
  })

  it('lets a written end win over the implicit one, and keeps the implicit one elsewhere', () => {
    expect(resolveEnds([at('a', 10), at('a', 200), at('a', 400)], [150, undefined, 500])).toEqual([
      150, 400, 500,
    ])
  })

  it('gives a song that shares its start with another no empty segment', () => {
    expect(implicitEnds([at('a', 10), at('a', 10), at('a', 60)])).toEqual([60, 60, null])
  })
})
