import { writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { tempDirs } from '#tests/support/temp-dirs.ts'

import { readState, stateFile, stateText, stateWrites } from './state.ts'

const newDir = tempDirs('archive-fetch-state-')

describe('readState', () => {
  it('is empty before the first run', () => {
    expect(readState(newDir())).toEqual({ pending: [], givenUp: [] })
  })

  it('reads back what it wrote', () => {
    const dir = newDir()
    const state = {
      pending: [{ videoId: 'luna240113a', title: '歌枠', firstSeen: '2024-01-14' }],
      givenUp: [
        { videoId: 'luna240101a', title: '歌枠', firstSeen: '2024-01-01', givenUp: '2024-01-08' },
      ],
    }
    writeFileSync(stateFile(dir), stateText(state))
    expect(readState(dir)).toEqual(state)
  })

  it.each([
    ['not JSON', '{pending: []}', /not valid JSON/],
    ['a list missing', '{"pending": []}', /expected \{"pending"/],
    [
      'a day in another form',
      '{"pending": [{"videoId": "a", "title": "t", "firstSeen": "2024/1/14"}], "givenUp": []}',
      /YYYY-MM-DD/,
    ],
  ])('refuses %s in one line naming the file', (_, text, message) => {
    const dir = newDir()
    writeFileSync(stateFile(dir), text)
    expect(() => readState(dir)).toThrow(message)
    expect(() => readState(dir)).toThrow(stateFile(dir))
  })
})

describe('stateWrites', () => {
  const waiting = {
    pending: [{ videoId: 'luna240113a', title: '歌枠', firstSeen: '2024-01-14' }],
    givenUp: [],
  }

  it('adds no file while nothing waits, and rewrites none that holds the state already', () => {
    const dir = newDir()
    expect(stateWrites(dir, { pending: [], givenUp: [] })).toEqual([])
    writeFileSync(stateFile(dir), stateText(waiting))
    expect(stateWrites(dir, waiting)).toEqual([])
  })

  it('writes a state that changed, an emptied one too', () => {
    const dir = newDir()
    expect(stateWrites(dir, waiting)).toEqual([{ path: stateFile(dir), text: stateText(waiting) }])
    writeFileSync(stateFile(dir), stateText(waiting))
    const emptied = { pending: [], givenUp: [] }
    expect(stateWrites(dir, emptied)).toEqual([{ path: stateFile(dir), text: stateText(emptied) }])
  })
})
