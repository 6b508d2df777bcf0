import type { VideoTime } from './time-store.ts'

/** What has focus, as far as the keys care. */
export type KeyTarget = 'field' | 'range' | 'button' | 'other'

export interface KeyPress {
  key: string
  ctrlKey: boolean
  altKey: boolean
  metaKey: boolean
  target: KeyTarget
}

/** The current performance's segment; `endSeconds` null: it runs to the video's end. */
export interface KeySegment {
  startSeconds: number
  endSeconds: number | null
}

export type KeyAction = { type: 'toggle' } | { type: 'seek'; seconds: number } | { type: 'end' }

const steps = new Map([
  ['j', -10],
  ['l', 10],
  ['ArrowLeft', -5],
  ['ArrowRight', 5],
])

/** Sorts the focused element: the keys never act in a text field, nor take a slider's arrows. */
export function keyTarget(element: {
  tagName: string
  type?: string
  isContentEditable?: boolean
}): KeyTarget {
  if (element.tagName === 'INPUT') return element.type === 'range' ? 'range' : 'field'
  if (element.tagName === 'TEXTAREA' || element.tagName === 'SELECT' || element.isContentEditable)
    return 'field'
  return element.tagName === 'BUTTON' ? 'button' : 'other'
}

/**
 * YouTube's own keys, inside the player: space and k play or pause, j and l go back or on 10 s,
 * the arrows 5 s, within the segment. Going on past its end finishes it, as reaching it does.
 * Null: the key is not the player's (a modifier held, a field being typed in, a slider's arrow,
 * or a button's own Space, which already presses it: one press, one toggle).
 */
export function playerKeyAction(
  press: KeyPress,
  segment: KeySegment,
  { time, duration }: VideoTime,
): KeyAction | null {
  if (press.ctrlKey || press.altKey || press.metaKey || press.target === 'field') return null
  // Caps Lock or Shift gives `K`: still YouTube's k.
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key
  if (key === 'k' || (key === ' ' && press.target !== 'button')) return { type: 'toggle' }
  const step = steps.get(key)
  if (step === undefined || (key.startsWith('Arrow') && press.target === 'range')) return null
  const end = segment.endSeconds ?? (duration > 0 ? duration : null)
  const seconds = Math.max(segment.startSeconds, time + step)
  return end !== null && seconds >= end ? { type: 'end' } : { type: 'seek', seconds }
}
