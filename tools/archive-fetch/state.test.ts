import { writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { tempDirs } from '#tests/support/temp-dirs.ts'

import { readState, stateFile, stateText, stateWrites } from './state.ts'

const newDir = tempDirs('archive-fetch-state-')

describe('readState', () => {
  it('is empty before the first run', () => {
    expect(readState(newDir())).toEqual({ state: { pending: [], givenUp: [] }, dropped: [] })
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
    expect(readState(dir)).toEqual({ state, dropped: [] })
  })

  it('refuses a file that is not JSON in one line naming the file', () => {
    const dir = newDir()
    writeFileSync(stateFile(dir), '{pending: []}')
    expect(() => readState(dir)).toThrow(/not valid JSON/)
    expect(() => readState(dir)).toThrow(stateFile(dir))
  })

  it('drops each entry it cannot keep, saying why, and keeps the others', () => {
    const dir = newDir()
    const kept = { videoId: 'luna240113a', title: '歌枠', firstSeen: '2024-01-14' }
    const pending = [
      { videoId: 'x'.repeat(9000), title: '歌枠', firstSeen: '2024-01-14' },
      { ...kept, firstSeen: '2024/1/14' },
      { ...kept, title: 'a\u202eb' },
      'luna240113a',
      { ...kept, extra: 'left behind' },
    ]
    writeFileSync(stateFile(dir), JSON.stringify({ pending, givenUp: { videoId: 'a' } }))
    expect(readState(dir)).toEqual({
      state: { pending: [kept], givenUp: [] },
      dropped: [
        `pending[0] was dropped: the video id "${'x'.repeat(40)}…" is not 11 characters of A-Z, a-z, 0-9, _ and -`,
        'pending[1] was dropped: its firstSeen "2024/1/14" is not a day as YYYY-MM-DD',
        'pending[2] was dropped: the title "a\u202eb" holds U+202E, a control, bidirectional or zero-width character',
        'pending[3] was dropped: "luna240113a" is not an object',
        'givenUp is not a list: every entry of it was dropped',
      ],
    })
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
