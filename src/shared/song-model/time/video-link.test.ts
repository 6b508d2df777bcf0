import { describe, expect, it } from 'vitest'

import { canonicalVideoLink, parseVideoLink } from './video-link.ts'

describe('parseVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=AbCdEfGhI-_&t=245s', 'AbCdEfGhI-_', 245],
    ['https://www.youtube.com/watch?v=AbCdEfGhI-_&t=245s&si=Xy12TrackMe', 'AbCdEfGhI-_', 245],
    ['https://youtube.com/watch?t=245&v=AbCdEfGhI-_', 'AbCdEfGhI-_', 245],
    ['https://youtu.be/AbCdEfGhI-_?t=245', 'AbCdEfGhI-_', 245],
    ['https://youtu.be/AbCdEfGhI-_?si=Xy12TrackMe&t=245', 'AbCdEfGhI-_', 245],
    ['https://www.youtube.com/live/AbCdEfGhI-_?t=245s', 'AbCdEfGhI-_', 245],
    ['https://www.youtube.com/live/AbCdEfGhI-_?si=Xy12&t=1h2m3s', 'AbCdEfGhI-_', 3723],
    ['https://m.youtube.com/watch?v=AbCdEfGhI-_&t=4m5s', 'AbCdEfGhI-_', 245],
  ])('reads %s', (url, videoId, startSeconds) => {
    expect(parseVideoLink(url)).toEqual({ videoId, startSeconds })
  })

  it('reports a link without an offset as having none', () => {
    expect(parseVideoLink('https://youtu.be/AbCdEfGhI-_')).toEqual({
      videoId: 'AbCdEfGhI-_',
      startSeconds: null,
    })
  })

  it.each([
    'http://www.youtube.com/watch?v=AbCdEfGhI-_&t=1s',
    'https://www.youtube.com/watch?v=short&t=1s',
    'https://www.youtube.com/watch?v=AbCdEfGhI-_x&t=1s',
    'https://www.youtube.com/watch?t=1s',
    'https://www.youtube.com/embed/AbCdEfGhI-_?t=1',
    'https://example.com/watch?v=AbCdEfGhI-_&t=1s',
    'https://www.youtube.com.evil.example/watch?v=AbCdEfGhI-_',
    'https://www.youtube.com/watch?v=AbCdEfGhI-_&t=soon',
    'not a url',
    '',
  ])('rejects %s', (url) => {
    expect(parseVideoLink(url)).toBeNull()
  })
})

describe('canonicalVideoLink', () => {
  it('writes the watch form with the offset in seconds', () => {
    expect(canonicalVideoLink('AbCdEfGhI-_', 245)).toBe(
      'https://www.youtube.com/watch?v=AbCdEfGhI-_&t=245s',
    )
  })
})
