import { describe, expect, it } from 'vitest'

import type { TopComment } from '#tools/youtube/comments.ts'

import { setlistCandidates, withoutForeignLinks } from './setlist-candidates.ts'

const url = 'https://www.youtube.com/watch?v=luna240106a'
const songs = (count: number) =>
  Array.from({ length: count }, (_, i) => `0:0${i}:00 曲${i} / 歌手${i}`).join('\n')
const comment = (id: string, text: string, likeCount: number): TopComment => ({
  id,
  author: `@${id}`,
  text,
  likeCount,
})
const sources = (candidates: ReturnType<typeof setlistCandidates>) =>
  candidates.map((candidate) =>
    candidate.source.kind === 'comment' ? candidate.source.commentId : 'description',
  )

describe('setlistCandidates', () => {
  it('puts the comments with the most song lines first, more likes first among equals', () => {
    const comments = [
      comment('four', songs(4), 100),
      comment('five-few-likes', songs(5), 1),
      comment('five-many-likes', songs(5), 9),
      comment('two', songs(2), 500),
    ]
    expect(sources(setlistCandidates(comments, songs(3), url))).toEqual([
      'five-many-likes',
      'five-few-likes',
      'four',
      'description',
    ])
  })

  it('counts only lines with a time, a title and an artist, and needs three of them', () => {
    const timesOnly = '0:01:00 ここ好き\n0:02:00 最高\n0:03:00 かわいい\n0:04:00 草'
    expect(setlistCandidates([comment('times', timesOnly, 5)], songs(2), url)).toEqual([])
    expect(setlistCandidates([comment('three', songs(3), 0)], '', url)[0]?.songLines).toBe(3)
  })
})

describe('withoutForeignLinks', () => {
  const text =
    'X: https://x.com/luna\n0:01:00 曲 / 歌手\nhttps://youtu.be/luna240106b\n0:02:00 次 / 歌手'
  it('blanks the lines with a link, keeping the line numbers', () => {
    expect(withoutForeignLinks(text, false)).toBe('\n0:01:00 曲 / 歌手\n\n0:02:00 次 / 歌手')
  })

  it('keeps a YouTube video link, which starts the next video, where asked', () => {
    expect(withoutForeignLinks(text, true)).toBe(
      '\n0:01:00 曲 / 歌手\nhttps://youtu.be/luna240106b\n0:02:00 次 / 歌手',
    )
  })
})
