import { describe, expect, it } from 'vitest'

import { titleHasWord } from './title-words.ts'

describe('titleHasWord', () => {
  const words = ['歌枠', 'karaoke']
  it.each(['【歌枠】夜の部', 'KARAOKE night', 'ｋａｒａｏｋｅ！', 'Late-night Karaoke'])(
    'finds one in %s',
    (title) => {
      expect(titleHasWord(title, words)).toBe(true)
    },
  )

  it('finds none in a chat stream', () => {
    expect(titleHasWord('【雑談】お正月の話', words)).toBe(false)
  })

  it('takes a blank word for none, not for a match in every title', () => {
    expect(titleHasWord('【雑談】お正月の話', [' ', ''])).toBe(false)
  })
})
