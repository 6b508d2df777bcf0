import { withoutUnsafeCharacters } from '../text/unsafe-characters'

/** Characters as a visitor counts them: an emoji is one, not two UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    if (unit < 0xdc00 || unit > 0xdfff || !isHigh(text.charCodeAt(i - 1))) count++
  }
  return count
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/** The first `count` characters of `text`, never half of an emoji. */
function firstCharacters(text: string, count: number): string {
  let end = 0
  for (let taken = 0; taken < count && end < text.length; taken++) {
    end += isHigh(text.charCodeAt(end)) && isLow(text.charCodeAt(end + 1)) ? 2 : 1
  }
  return text.slice(0, end)
}

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
  let start = 0
  const shortest = Math.min(previous.length, next.length)
  while (start < shortest && previous[start] === next[start]) start++
  // Never split an emoji between what stays and what is new.
  if (start > 0 && isHigh(next.charCodeAt(start - 1))) start--
  let end = 0
  while (
    end < shortest - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  )
    end++
  if (end > 0 && isLow(next.charCodeAt(next.length - end))) end--
  const before = next.slice(0, start)
  const after = next.slice(next.length - end)
  const inserted = next.slice(start, next.length - end)
  const clean = withoutUnsafeCharacters(inserted)
  const room = Math.max(0, max - characterCount(before) - characterCount(after))
  const kept = firstCharacters(clean, room)
  return {
    text: before + kept + after,
    caret: before.length + kept.length,
    cut: characterCount(clean) - characterCount(kept),
    removed: characterCount(inserted) - characterCount(clean),
  }
}
