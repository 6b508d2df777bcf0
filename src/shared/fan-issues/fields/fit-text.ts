import { withoutUnsafeCharacters } from '#src/shared/fan-issues/text/unsafe-characters.ts'

/** Characters as a visitor counts them: an emoji is one, not two UTF-16 units. */
export const characterCount = (text: string) => [...text].length

const isLow = (text: string, index: number) => /[\uDC00-\uDFFF]/.test(text.charAt(index))

export interface Fitted {
  text: string
  /** Where the caret goes: after what was inserted. */
  caret: number
  /** Characters of the insertion that did not fit. */
  cut: number
  /** Unsafe characters taken out of the insertion. */
  removed: number
}

/**
 * A field's new value kept within `max` characters without losing what was there: only what the
 * edit inserted (typed, pasted, dropped) is cleaned of unsafe characters and cut to the room left.
 */
export function fitText(previous: string, next: string, max: number): Fitted {
  const shortest = Math.min(previous.length, next.length)
  let start = 0
  while (start < shortest && previous[start] === next[start]) start++
  let end = 0
  while (end < shortest - start && previous.at(-1 - end) === next.at(-1 - end)) end++
  // Never split an emoji between what stays and what is new.
  if (start > 0 && isLow(next, start)) start--
  if (isLow(next, next.length - end)) end--
  const before = next.slice(0, start)
  const after = next.slice(next.length - end)
  const inserted = [...next.slice(start, next.length - end)]
  const clean = [...withoutUnsafeCharacters(inserted.join(''))]
  const kept = clean.slice(0, Math.max(0, max - characterCount(before + after))).join('')
  return {
    text: before + kept + after,
    caret: start + kept.length,
    cut: clean.length - characterCount(kept),
    removed: inserted.length - clean.length,
  }
}
