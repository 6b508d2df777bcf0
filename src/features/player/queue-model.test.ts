import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import type { QueueEntry } from '#src/shared/playlist/queue-code.ts'
import { queueLimit } from '#src/shared/playlist/queue-code.ts'

import {
  advance,
  cycleRepeat,
  insert,
  jumpTo,
  keepCurrent,
  move,
  type Queue,
  removeAt,
  retreat,
  shuffle,
} from './queue-model.ts'

const entry = (startSeconds: number): QueueEntry => ({ videoId: 'aaaaaaaaaaa', startSeconds })
const three = [entry(10), entry(20), entry(30)]
const queue = (position: number, repeat: Queue['repeat'] = 'off'): Queue => ({
  entries: three,
  position,
  repeat,
})

describe('the queue model', () => {
  it('goes to the next entry, and stops after the last unless repeating all', () => {
    expect(advance(queue(0), 'ended')?.position).toBe(1)
    expect(advance(queue(2), 'ended')).toBeNull()
    expect(advance(queue(2), 'next')).toBeNull()
    expect(advance(queue(2, 'all'), 'ended')?.position).toBe(0)
  })

  it('repeats the current entry when it ends under repeat-one, but "next" still moves on', () => {
    expect(advance(queue(1, 'one'), 'ended')?.position).toBe(1)
    expect(advance(queue(1, 'one'), 'next')?.position).toBe(2)
    expect(advance(queue(2, 'one'), 'next')?.position).toBe(0)
  })

  it('goes back, and round to the end only when repeating', () => {
    expect(retreat(queue(2))?.position).toBe(1)
    expect(retreat(queue(0))).toBeNull()
    expect(retreat(queue(0, 'all'))?.position).toBe(2)
  })

  it('jumps to an entry, and ignores a position outside the queue', () => {
    expect(jumpTo(queue(0), 2).position).toBe(2)
    expect(jumpTo(queue(1), 3).position).toBe(1)
    expect(jumpTo(queue(1), -1).position).toBe(1)
  })

  it('removes an entry and keeps the same performance current when possible', () => {
    expect(removeAt(queue(2), 0)).toEqual({ ...queue(1), entries: [entry(20), entry(30)] })
    expect(removeAt(queue(1), 1)).toEqual({ ...queue(1), entries: [entry(10), entry(30)] })
    expect(removeAt(queue(2), 2)).toEqual({ ...queue(1), entries: [entry(10), entry(20)] })
    expect(removeAt(queue(0), 2)).toEqual({ ...queue(0), entries: [entry(10), entry(20)] })
    expect(removeAt({ entries: [entry(1)], position: 0, repeat: 'all' }, 0)).toBeNull()
  })

  it('shuffles: the current entry first, every entry kept once', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.nat(), { minLength: 1, maxLength: 50 })
          .chain((starts) =>
            fc.tuple(
              fc.constant(starts),
              fc.nat(starts.length - 1),
              fc.double({ min: 0, max: 0.999, noNaN: true }),
            ),
          ),
        ([starts, position, r]) => {
          const before: Queue = { entries: starts.map(entry), position, repeat: 'off' }
          const after = shuffle(before, () => r)
          expect(after.position).toBe(0)
          expect(after.entries[0]).toBe(before.entries[position])
          const sorted = (q: Queue) => q.entries.map((e) => e.startSeconds).sort((a, b) => a - b)
          expect(sorted(after)).toEqual(sorted(before))
        },
      ),
    )
  })

  it('shuffles into another order when the random source says so', () => {
    const entries = [0, 1, 2, 3, 4].map(entry)
    const after = shuffle({ entries, position: 0, repeat: 'off' }, () => 0)
    expect(after.entries.map((e) => e.startSeconds)).toEqual([0, 2, 3, 4, 1])
  })

  it('cycles repeat off, all, one, off', () => {
    const modes = [queue(0)]
    for (let i = 0; i < 3; i++) modes.push(cycleRepeat(modes.at(-1) as Queue))
    expect(modes.map((q) => q.repeat)).toEqual(['off', 'all', 'one', 'off'])
  })

  it('inserts after the current entry or at the end, within the limit', () => {
    const added = [entry(40), entry(50)]
    expect(insert(queue(0), added, 'next').entries).toEqual([
      entry(10),
      entry(40),
      entry(50),
      entry(20),
      entry(30),
    ])
    expect(insert(queue(0), added, 'end').entries).toEqual([...three, ...added])
    expect(insert(queue(1), added, 'next').position).toBe(1)
    const full: Queue = {
      entries: Array.from({ length: queueLimit - 1 }, (_, i) => entry(i)),
      position: 0,
      repeat: 'off',
    }
    // One place left: the first added entry takes it, the second is left out.
    expect(insert(full, added, 'end').entries.slice(-2)).toEqual([entry(queueLimit - 2), entry(40)])
  })

  it('moves an entry and keeps the same performance current', () => {
    expect(move(queue(1), 2, 0)).toEqual({
      entries: [entry(30), entry(10), entry(20)],
      position: 2,
      repeat: 'off',
    })
    expect(move(queue(1), 1, 2)).toEqual({
      entries: [entry(10), entry(30), entry(20)],
      position: 2,
      repeat: 'off',
    })
    expect(move(queue(1), 0, 3)).toEqual(queue(1))
  })

  it('clears the queue down to what plays', () => {
    expect(keepCurrent(queue(2))).toEqual({ entries: [entry(30)], position: 0, repeat: 'off' })
  })

  it('keeps any sequence of edits within the limit, with a current entry inside the queue', () => {
    const edit = fc.oneof(
      fc.record({
        kind: fc.constantFrom('next' as const, 'end' as const),
        count: fc.integer({ min: 0, max: 150 }),
      }),
      fc.record({ kind: fc.constant('move' as const), from: fc.nat(250), to: fc.nat(250) }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat(250) }),
      fc.record({ kind: fc.constant('clear' as const) }),
      fc.record({ kind: fc.constant('jump' as const), position: fc.nat(250) }),
    )
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 30 }), (edits) => {
        let q: Queue | null = queue(1)
        let next = 1000
        for (const e of edits) {
          if (!q) break
          if (e.kind === 'next' || e.kind === 'end')
            q = insert(
              q,
              Array.from({ length: e.count }, () => entry(next++)),
              e.kind,
            )
          else if (e.kind === 'move') q = move(q, e.from, e.to)
          else if (e.kind === 'remove') q = removeAt(q, e.index)
          else if (e.kind === 'clear') q = keepCurrent(q)
          else if (e.kind === 'jump') q = jumpTo(q, e.position)
          if (q) {
            expect(q.entries.length).toBeLessThanOrEqual(queueLimit)
            expect(q.position).toBeGreaterThanOrEqual(0)
            expect(q.position).toBeLessThan(q.entries.length)
          }
        }
      }),
    )
  })
})
