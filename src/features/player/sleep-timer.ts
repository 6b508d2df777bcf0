import type { SleepTimer } from './player-state.ts'

/** The sleep timer's choices in minutes. */
export const sleepMinutes = [15, 30, 60] as const

// Kept for the tab, not the browser: a reload keeps the deadline, a new visit starts without it.
const key = 'player:sleep-timer'

/** A timer of `minutes` from `now` (ms since the epoch). */
export const sleepIn = (minutes: number, now: number): SleepTimer => ({
  minutes,
  until: now + minutes * 60_000,
})

/**
 * The timer this tab set before a reload, or null: none, one already due, or a value that is not
 * one (written by another build, or by hand), which is ignored.
 */
export function storedSleepTimer(now: number): SleepTimer | null {
  let value: unknown
  try {
    value = JSON.parse(sessionStorage.getItem(key) ?? 'null')
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { v, minutes, until, songEnd } = value as Record<string, unknown>
  if (v !== 1) return null
  if (songEnd === true) return { songEnd: true }
  const valid =
    sleepMinutes.some((m) => m === minutes) &&
    typeof until === 'number' &&
    until > now &&
    until <= now + Number(minutes) * 60_000
  return valid ? { minutes: Number(minutes), until } : null
}

/** Keeps the timer for a reload of this tab; null forgets it. Blocked storage keeps nothing. */
export function storeSleepTimer(timer: SleepTimer | null): void {
  try {
    if (timer) sessionStorage.setItem(key, JSON.stringify({ v: 1, ...timer }))
    else sessionStorage.removeItem(key)
  } catch {
    // The timer still runs for this page; only a reload forgets it.
  }
}
