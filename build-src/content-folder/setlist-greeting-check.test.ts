import { describe, expect, it } from 'vitest'

import { setlistGreetingProblem } from './setlist-greeting-check.ts'

describe('setlistGreetingProblem', () => {
  it('takes a line setlist:add reads past', () => {
    expect(setlistGreetingProblem('🌙 今日のセトリ')).toBeNull()
    expect(setlistGreetingProblem('1. 歌枠ありがとう！次は 21:00 から')).toBeNull()
  })

  it('refuses a line setlist:add would read as a song', () => {
    for (const line of ['0:00 はじまり', '１：３０ 夜に駆ける / YOASOBI', '[1:00] 開幕'])
      expect(setlistGreetingProblem(line), line).toBe(
        'setlist:add would read it as a song or a video link: begin it with no time, and leave links out',
      )
  })

  it('refuses a link, which would start another video or stop the comment', () => {
    for (const line of ['アーカイブ https://youtu.be/luna231014a', 'X: https://x.com/luna'])
      expect(setlistGreetingProblem(line), line).toMatch(/video link/)
  })

  it('refuses a line break or a hidden character', () => {
    for (const line of ['セトリ\n0:00 開幕', 'セトリ\u202e', 'セトリ\t'])
      expect(setlistGreetingProblem(line)).toBe(
        'a comment line holds no line break, tab or hidden character',
      )
  })
})
