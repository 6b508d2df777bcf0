import { describe, expect, it } from 'vitest'

import { type LookupAnswer, type ReadingService, stopAfterFailure } from './lookup-answer.ts'

/** A service answering each of `answers` in turn, counting the questions it was asked. */
function service(...answers: LookupAnswer[]): ReadingService & { asked: string[] } {
  const asked: string[] = []
  return {
    name: 'musicbrainz',
    asked,
    lookup: async (_kind, text) => {
      asked.push(text)
      return answers[asked.length - 1] ?? answers.at(-1)!
    },
  }
}

describe('stopAfterFailure', () => {
  it('asks until the service fails, then answers its first failure without asking again', async () => {
    const inner = service(
      { candidates: [] },
      { unavailable: 'no answer (fetch failed)' },
      { candidates: [] },
    )
    const guarded = stopAfterFailure(inner)
    expect(await guarded.lookup('title', '千本桜')).toEqual({ candidates: [] })
    expect(guarded.failure()).toBeUndefined()
    expect(await guarded.lookup('title', '心做し')).toEqual({
      unavailable: 'no answer (fetch failed)',
    })
    expect(await guarded.lookup('artist', '米津玄師')).toEqual({
      unavailable: 'no answer (fetch failed)',
    })
    expect(inner.asked).toEqual(['千本桜', '心做し'])
    expect(guarded.failure()).toBe('no answer (fetch failed)')
  })
})
