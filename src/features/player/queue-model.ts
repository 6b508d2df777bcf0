import {
  type QueueCode,
  type QueueEntry,
  queueLimit,
  type RepeatMode,
} from '#src/shared/playlist/queue-code.ts'

/** The queue as the player moves through it: the URL's code, changed only by these functions. */
export type Queue = QueueCode

/** Why the player moves on: a segment that ended follows repeat-one, a press of "next" does not. */
export type Advance = 'ended' | 'next'

/** The queue after the current entry, or null when playback stops at the end. */
export function advance(queue: Queue, why: Advance): Queue | null {
  const { position, entries, repeat } = queue
  if (why === 'ended' && repeat === 'one') return queue
  if (position + 1 < entries.length) return { ...queue, position: position + 1 }
  return repeat === 'off' ? null : { ...queue, position: 0 }
}

/** The queue before the current entry; the first entry goes round only when repeating. */
export function retreat(queue: Queue): Queue | null {
  const { position, entries, repeat } = queue
  if (position > 0) return { ...queue, position: position - 1 }
  return repeat === 'off' ? null : { ...queue, position: entries.length - 1 }
}

export function jumpTo(queue: Queue, position: number): Queue {
  return position >= 0 && position < queue.entries.length ? { ...queue, position } : queue
}

/**
 * The queue without one entry. Removing the current one makes the entry after it current (the
 * one before, at the end); removing the last entry of all leaves no queue.
 */
export function removeAt(queue: Queue, index: number): Queue | null {
  const entries = queue.entries.filter((_, i) => i !== index)
  if (entries.length === 0) return null
  const position = index < queue.position ? queue.position - 1 : queue.position
  return { ...queue, entries, position: Math.min(position, entries.length - 1) }
}

/**
 * The queue with `added` right after the current entry ("play next") or at its end ("add to
 * queue"). A queue holds `queueLimit` entries: past it, the added ones that do not fit are left
 * out, never the entries already there.
 */
export function insert(queue: Queue, added: readonly QueueEntry[], where: 'next' | 'end'): Queue {
  const fitting = added.slice(0, Math.max(0, queueLimit - queue.entries.length))
  const at = where === 'next' ? queue.position + 1 : queue.entries.length
  const entries = [...queue.entries.slice(0, at), ...fitting, ...queue.entries.slice(at)]
  return { ...queue, entries }
}

/** The queue with the entry at `from` moved to `to`; the current performance stays current. */
export function move(queue: Queue, from: number, to: number): Queue {
  const { entries } = queue
  if (from === to || from < 0 || to < 0 || from >= entries.length || to >= entries.length)
    return queue
  const moved = entries[from] as QueueEntry
  const rest = entries.filter((_, i) => i !== from)
  const reordered = [...rest.slice(0, to), moved, ...rest.slice(to)]
  const current = entries[queue.position]
  return { ...queue, entries: reordered, position: reordered.indexOf(current as QueueEntry) }
}

/** Clearing the queue keeps what plays: the current entry alone. */
export function keepCurrent(queue: Queue): Queue {
  const current = queue.entries[queue.position]
  return current ? { ...queue, entries: [current], position: 0 } : queue
}

/** The current entry first, then the others in random order (Fisher–Yates over `random`). */
export function shuffle(queue: Queue, random: () => number = Math.random): Queue {
  const rest = queue.entries.filter((_, i) => i !== queue.position)
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[rest[i], rest[j]] = [rest[j] as Queue['entries'][number], rest[i] as Queue['entries'][number]]
  }
  const current = queue.entries[queue.position]
  return { ...queue, entries: current ? [current, ...rest] : rest, position: 0 }
}

const nextRepeat: Record<RepeatMode, RepeatMode> = { off: 'all', all: 'one', one: 'off' }

/** Off, then repeat all, then repeat one, then off again. */
export function cycleRepeat(queue: Queue): Queue {
  return { ...queue, repeat: nextRepeat[queue.repeat] }
}
