import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { decodeQueue, encodeQueue, type QueueCode, queueLimit } from './queue-code.ts'

const videoId = fc.stringMatching(/^[\w-]{11}$/)
const entry = fc.record({ videoId, startSeconds: fc.integer({ min: 0, max: 36 ** 5 }) })
const queue: fc.Arbitrary<QueueCode> = fc
  .array(entry, { minLength: 1, maxLength: queueLimit })
  .chain((entries) =>
    fc.record({
      entries: fc.constant(entries),
      position: fc.integer({ min: 0, max: entries.length - 1 }),
      repeat: fc.constantFrom('off' as const, 'all' as const, 'one' as const),
    }),
  )

describe('the queue in the URL', () => {
  it('writes consecutive entries of one video as one group of base-36 starts', () => {
    const code = encodeQueue({
      entries: [
        { videoId: 'aaaaaaaaaaa', startSeconds: 60 },
        { videoId: 'aaaaaaaaaaa', startSeconds: 300 },
        { videoId: 'b-b_bbbbbbb', startSeconds: 0 },
        { videoId: 'aaaaaaaaaaa', startSeconds: 3600 },
      ],
      position: 0,
      repeat: 'all',
    })
    expect(code).toBe('1.0.a*aaaaaaaaaaa1o.8c*b-b_bbbbbbb0*aaaaaaaaaaa2s0')
  })

  it('uses only characters a URL carries unescaped', () => {
    fc.assert(
      fc.property(queue, (q) => {
        const code = encodeQueue(q)
        expect(encodeURIComponent(code)).toBe(code)
        expect(new URLSearchParams({ play: code }).toString()).toBe(`play=${code}`)
      }),
    )
  })

  it('reads back every queue it writes', () => {
    fc.assert(
      fc.property(queue, (q) => {
        expect(decodeQueue(encodeQueue(q))).toEqual(q)
      }),
    )
  })

  it('never throws on garbage, and reads it as nothing or as a queue it could have written', () => {
    const garbage = fc.oneof(
      fc.string(),
      fc.string({ unit: fc.constantFrom(...'1.*0an-_aZ9'.split('')) }),
      queue
        .map(encodeQueue)
        .chain((code) =>
          fc
            .tuple(fc.nat(code.length), fc.string({ maxLength: 3 }))
            .map(([at, text]) => code.slice(0, at) + text + code.slice(at + 1)),
        ),
      fc.anything(),
    )
    fc.assert(
      fc.property(garbage, (value) => {
        const decoded = decodeQueue(value)
        if (decoded) expect(decodeQueue(encodeQueue(decoded))).toEqual(decoded)
      }),
      { numRuns: 2000 },
    )
  })

  it.each([
    ['another version', '2.0.n*aaaaaaaaaaa1o'],
    ['an unknown repeat mode', '1.0.x*aaaaaaaaaaa1o'],
    ['a position past the end', '1.1.n*aaaaaaaaaaa1o'],
    ['a short video id', '1.0.n*aaaaaaaaaa'],
    ['a start that is not base 36', '1.0.n*aaaaaaaaaaa1O'],
    ['an empty start', '1.0.n*aaaaaaaaaaa1o..2'],
    ['no entries', '1.0.n'],
    ['a number', 1],
  ])('ignores %s', (_, value) => {
    expect(decodeQueue(value)).toBeNull()
  })

  it('never throws on long hostile codes, and reads each as nothing', () => {
    // Up to the my-list file's 2,000,000 characters: one group of 300,000 starts once overflowed
    // the stack.
    const hostile = fc
      .tuple(
        fc.constantFrom('1.0.n*aaaaaaaaaaa0', '1.0.n', '1.0.n*aaaaaaaaaaa'),
        fc.constantFrom('.0', '*aaaaaaaaaaa0', '.zzzzzzz', '*', '.'),
        fc.integer({ min: queueLimit + 1, max: 600_000 }),
      )
      .map(([head, unit, times]) => head + unit.repeat(times))
    fc.assert(
      fc.property(hostile, (value) => {
        expect(decodeQueue(value)).toBeNull()
      }),
      { numRuns: 40 },
    )
    expect(decodeQueue(`1.0.n*aaaaaaaaaaa0${'.0'.repeat(300_000)}`)).toBeNull()
  })

  it('reads the longest code the limit allows', () => {
    const entries = Array.from({ length: queueLimit }, (_, i) => ({
      videoId: `${i % 2}aaaaaaaaaa`,
      startSeconds: 36 ** 7 - 1 - i,
    }))
    const longest = { entries, position: queueLimit - 1, repeat: 'one' as const }
    expect(decodeQueue(encodeQueue(longest))).toEqual(longest)
  })

  it('ignores a queue longer than the limit', () => {
    const entries = Array.from({ length: queueLimit + 1 }, (_, i) => ({
      videoId: 'aaaaaaaaaaa',
      startSeconds: i,
    }))
    expect(decodeQueue(encodeQueue({ entries, position: 0, repeat: 'off' }))).toBeNull()
  })
})
