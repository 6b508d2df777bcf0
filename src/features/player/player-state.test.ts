import { describe, expect, it } from 'vitest'

import type { QueueEntry } from '#src/shared/playlist/queue-code.ts'

import { closedPlayer, type PlayerAction, playerReducer, type PlayerState } from './player-state.ts'
import type { Queue } from './queue-model.ts'

const entry = (startSeconds: number): QueueEntry => ({ videoId: 'aaaaaaaaaaa', startSeconds })
const queue: Queue = { entries: [entry(10), entry(20), entry(30)], position: 0, repeat: 'off' }
const run = (actions: PlayerAction[], from: PlayerState = closedPlayer) =>
  actions.reduce(playerReducer, from)
const playing = run([
  { type: 'open', queue, play: true },
  { type: 'status', status: 'playing' },
])

describe('the player state', () => {
  it('opens a pressed queue playing, and a linked queue waiting for play', () => {
    expect(playing).toMatchObject({ status: 'playing', start: 1 })
    const linked = run([{ type: 'open', queue, play: false }])
    expect(linked).toMatchObject({ status: 'idle', start: 0 })
    expect(run([{ type: 'next' }], linked)).toMatchObject({
      status: 'idle',
      start: 0,
      queue: { position: 1 },
    })
  })

  it('starts the next entry when a segment ends, and goes idle after the last', () => {
    const second = run([{ type: 'ended' }], playing)
    expect(second).toMatchObject({ start: 2, queue: { position: 1 } })
    const done = run([{ type: 'jump', position: 2 }, { type: 'ended' }], playing)
    expect(done).toMatchObject({ status: 'idle', queue: { position: 2 } })
  })

  it('skips a refused video with a notice naming it', () => {
    const after = run([{ type: 'failed', failure: { kind: 'video', code: 150 } }], playing)
    expect(after).toMatchObject({
      notice: { kind: 'skipped', entry: entry(10), code: 150 },
      queue: { position: 1 },
      start: 2,
    })
  })

  it('stops instead of looping when every entry of a repeating queue fails', () => {
    const repeating = run([{ type: 'repeat' }], playing)
    const fail: PlayerAction = { type: 'failed', failure: { kind: 'video', code: 100 } }
    const afterTwo = run([fail, { type: 'status', status: 'loading' }, fail], repeating)
    expect(afterTwo.status).not.toBe('idle')
    expect(run([fail], afterTwo)).toMatchObject({ status: 'idle', failures: 3 })
    expect(run([{ type: 'status', status: 'playing' }, fail], afterTwo).failures).toBe(1)
  })

  it('stops on a silent API, keeping the current entry, and plays again when asked', () => {
    const silent = run([{ type: 'failed', failure: { kind: 'api' } }], playing)
    expect(silent).toMatchObject({
      status: 'idle',
      notice: { kind: 'unreachable', entry: entry(10) },
      queue: { position: 0 },
    })
    expect(run([{ type: 'play' }], silent)).toMatchObject({ status: 'loading', notice: null })
  })

  it('stops without a connection, keeping the queue where it was, and skips nothing', () => {
    const second = run([{ type: 'next' }], playing)
    const offline = run([{ type: 'failed', failure: { kind: 'offline' } }], second)
    expect(offline).toMatchObject({
      status: 'idle',
      notice: { kind: 'offline', entry: entry(20) },
      queue: { position: 1 },
      failures: 0,
    })
    expect(offline.queue).toBe(second.queue)
  })

  it('starts the new current entry when the playing one is removed, and closes when none is left', () => {
    expect(run([{ type: 'remove', index: 0 }], playing)).toMatchObject({
      start: 2,
      queue: { entries: [entry(20), entry(30)], position: 0 },
    })
    expect(run([{ type: 'remove', index: 2 }], playing).start).toBe(1)
    const single = run([{ type: 'open', queue: { ...queue, entries: [entry(10)] }, play: true }])
    expect(run([{ type: 'remove', index: 0 }], single)).toEqual(closedPlayer)
  })

  it('offers back a queue of two or more that a press of play replaced, and plays it again', () => {
    const other: Queue = { entries: [entry(99)], position: 0, repeat: 'off' }
    const replaced = run([{ type: 'open', queue: other, play: true }], playing)
    expect(replaced.undo).toEqual({ queue, reason: 'replaced' })
    const back = run([{ type: 'undo' }], replaced)
    expect(back).toMatchObject({ queue, undo: null, start: replaced.start + 1 })
    // A queue of one is replaced without an offer; a forgotten offer is gone.
    expect(run([{ type: 'open', queue, play: true }], replaced).undo).toBeNull()
    expect(run([{ type: 'forgetUndo' }], replaced).undo).toBeNull()
  })

  it('clears down to what plays, and undoing that does not restart it', () => {
    const second = run([{ type: 'next' }], playing)
    const cleared = run([{ type: 'clear' }], second)
    expect(cleared.queue).toEqual({ entries: [entry(20)], position: 0, repeat: 'off' })
    const back = run([{ type: 'undo' }], cleared)
    expect(back.queue).toEqual(second.queue)
    expect(back.start).toBe(second.start)
  })

  it('inserts next or at the end and moves entries without touching playback', () => {
    const added = run(
      [
        { type: 'insert', entries: [entry(40)], where: 'next' },
        { type: 'insert', entries: [entry(50)], where: 'end' },
        { type: 'move', from: 4, to: 0 },
      ],
      playing,
    )
    expect(added.queue?.entries).toEqual([entry(50), entry(10), entry(40), entry(20), entry(30)])
    expect(added.queue?.position).toBe(1)
    expect(added.start).toBe(playing.start)
  })

  it('starts a queue of its own when play next or add to queue finds none', () => {
    const started = run([{ type: 'insert', entries: [entry(40)], where: 'end' }])
    expect(started).toMatchObject({
      status: 'loading',
      queue: { entries: [entry(40)], position: 0 },
    })
  })

  describe('the sleep timer', () => {
    const in15: PlayerAction = { type: 'sleep', timer: { minutes: 15, until: 900_000 } }
    const atSongEnd: PlayerAction = { type: 'sleep', timer: { songEnd: true } }

    it('stops playback when it is due, the current entry kept, waiting for play', () => {
      const due = run([in15, { type: 'next' }, { type: 'sleepDue' }], playing)
      expect(due).toMatchObject({ status: 'idle', sleep: null, queue: { position: 1 } })
      expect(run([{ type: 'play' }], due)).toMatchObject({ status: 'loading', sleep: null })
    })

    it('leaves paused playback paused when it is due', () => {
      const paused = run(
        [in15, { type: 'status', status: 'paused' }, { type: 'sleepDue' }],
        playing,
      )
      expect(paused).toMatchObject({ status: 'paused', sleep: null })
    })

    it('stops at the end of the current song, the next one current and not started', () => {
      const ended = run([atSongEnd, { type: 'ended' }], playing)
      expect(ended).toMatchObject({ status: 'idle', sleep: null, queue: { position: 1 } })
      expect(ended.start).toBe(playing.start)
      // Skipping on first: the song that then plays is the one whose end stops it.
      const skipped = run([atSongEnd, { type: 'next' }, { type: 'ended' }], playing)
      expect(skipped).toMatchObject({ status: 'idle', queue: { position: 2 } })
    })

    it('is cancelled by a press of play, and kept by pause, resume, next and the queue going on', () => {
      const other: Queue = { entries: [entry(99)], position: 0, repeat: 'off' }
      expect(run([in15, { type: 'open', queue: other, play: true }], playing).sleep).toBeNull()
      const kept = run(
        [
          in15,
          { type: 'status', status: 'paused' },
          { type: 'status', status: 'playing' },
          { type: 'next' },
          { type: 'ended' },
          { type: 'jump', position: 0 },
        ],
        playing,
      )
      expect(kept.sleep).toEqual({ minutes: 15, until: 900_000 })
      expect(run([{ type: 'sleep', timer: null }], kept).sleep).toBeNull()
    })
  })
})
