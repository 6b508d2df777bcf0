import type { QueueEntry } from '#src/shared/playlist/queue-code.ts'

import type { PlaybackFailure, PlaybackStatus } from './playback.ts'
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

/**
 * Why the player stopped to tell the visitor something: a skipped video, a silent YouTube, or no
 * connection.
 */
export type Notice =
  | { kind: 'skipped'; entry: QueueEntry; code: number | 'timeout' }
  | { kind: 'unreachable' | 'offline'; entry: QueueEntry }

export interface PlayerState {
  queue: Queue | null
  /** `idle`: YouTube not asked (a reopened link, or the end of the queue) until play is pressed. */
  status: 'idle' | PlaybackStatus
  /** Bumped whenever the current entry must start playing from its start. */
  start: number
  notice: Notice | null
  /** Videos skipped in a row: when every entry has failed, playback stops instead of looping. */
  failures: number
  /** The queue before a press of play replaced it or "clear" emptied it, offered back a while. */
  undo: { queue: Queue; reason: 'replaced' | 'cleared' } | null
  /** The sleep timer, if set: playback stops when it is due, or when the current song ends. */
  sleep: SleepTimer | null
}

/** Stop `minutes` after it was set (at `until`, in ms since the epoch), or at the song's end. */
export type SleepTimer = { minutes: number; until: number } | { songEnd: true }

export type PlayerAction =
  | { type: 'open'; queue: Queue; play: boolean }
  | { type: 'play' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'jump'; position: number }
  | { type: 'remove'; index: number }
  | { type: 'shuffle'; random?: () => number }
  | { type: 'repeat' }
  | { type: 'status'; status: PlaybackStatus }
  | { type: 'ended' }
  | { type: 'failed'; failure: PlaybackFailure }
  | { type: 'dismiss' }
  | { type: 'insert'; entries: Queue['entries']; where: 'next' | 'end' }
  | { type: 'move'; from: number; to: number }
  | { type: 'clear' }
  | { type: 'undo' }
  | { type: 'forgetUndo' }
  | { type: 'sleep'; timer: SleepTimer | null }
  | { type: 'sleepDue' }

export const closedPlayer: PlayerState = {
  queue: null,
  status: 'idle',
  start: 0,
  notice: null,
  failures: 0,
  undo: null,
  sleep: null,
}

/** Moves to `queue`, starting it when the player is already playing something. */
function moveTo(state: PlayerState, queue: Queue | null): PlayerState {
  if (!queue) return { ...state, status: 'idle' }
  if (state.status === 'idle') return { ...state, queue }
  return { ...state, queue, start: state.start + 1 }
}

function currentEntry(state: PlayerState): QueueEntry | undefined {
  return state.queue?.entries[state.queue.position]
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  const { queue } = state
  if (action.type === 'open') {
    // Replacing a queue of two or more asks nothing: the old one is offered back instead.
    const undo = queue && queue.entries.length > 1 ? { queue, reason: 'replaced' as const } : null
    const opened = { ...state, queue: action.queue, notice: null, failures: 0, undo }
    // A press of play starts a new listening: the sleep timer set for the last one is off.
    return action.play
      ? { ...opened, status: 'loading', start: state.start + 1, sleep: null }
      : opened
  }
  // "Play next" and "add to queue" with nothing queued start a queue of their own.
  if (action.type === 'insert' && !queue)
    return playerReducer(state, {
      type: 'open',
      queue: { entries: action.entries, position: 0, repeat: 'off' },
      play: true,
    })
  if (!queue) return state
  switch (action.type) {
    case 'play':
      return { ...state, status: 'loading', start: state.start + 1, notice: null, failures: 0 }
    case 'next':
      return advance(queue, 'next') ? moveTo(state, advance(queue, 'next')) : state
    case 'previous':
      return retreat(queue) ? moveTo(state, retreat(queue)) : state
    case 'jump':
      return {
        ...state,
        queue: jumpTo(queue, action.position),
        status: 'loading',
        start: state.start + 1,
      }
    case 'remove': {
      const after = removeAt(queue, action.index)
      if (!after) return closedPlayer
      return action.index === queue.position ? moveTo(state, after) : { ...state, queue: after }
    }
    case 'shuffle':
      return { ...state, queue: shuffle(queue, action.random) }
    case 'repeat':
      return { ...state, queue: cycleRepeat(queue) }
    case 'status':
      if (state.status === 'idle') return state
      return {
        ...state,
        status: action.status,
        failures: action.status === 'playing' ? 0 : state.failures,
      }
    case 'ended': {
      const next = advance(queue, 'ended')
      // The sleep timer's "end of this song": the next one is current, waiting for play.
      if (state.sleep && 'songEnd' in state.sleep)
        return { ...state, queue: next ?? queue, status: 'idle', sleep: null }
      return next ? moveTo(state, next) : { ...state, status: 'idle' }
    }
    case 'failed': {
      const entry = currentEntry(state)
      if (!entry) return state
      if (action.failure.kind !== 'video') {
        const kind = action.failure.kind === 'api' ? 'unreachable' : 'offline'
        return { ...state, status: 'idle', notice: { kind, entry } }
      }
      const notice: Notice = { kind: 'skipped', entry, code: action.failure.code }
      const failures = state.failures + 1
      const next = advance(queue, 'next')
      if (!next || failures >= queue.entries.length)
        return { ...state, status: 'idle', notice, failures }
      return { ...moveTo(state, next), notice, failures }
    }
    case 'dismiss':
      return { ...state, notice: null }
    case 'insert':
      return { ...state, queue: insert(queue, action.entries, action.where) }
    case 'move':
      return { ...state, queue: move(queue, action.from, action.to) }
    case 'clear':
      return { ...state, queue: keepCurrent(queue), undo: { queue, reason: 'cleared' } }
    case 'undo': {
      if (!state.undo) return state
      const back = { ...state, undo: null }
      const same = currentEntry(state) === state.undo.queue.entries[state.undo.queue.position]
      return same ? { ...back, queue: state.undo.queue } : moveTo(back, state.undo.queue)
    }
    case 'forgetUndo':
      return { ...state, undo: null }
    case 'sleep':
      return { ...state, sleep: action.timer }
    case 'sleepDue': {
      // Paused or stopped already, nothing changes but the timer.
      const stops = state.status !== 'paused' && state.status !== 'idle'
      return { ...state, sleep: null, status: stops ? 'idle' : state.status }
    }
  }
}
