import type { CSSProperties, RefObject } from 'react'

/** What a list of result cards takes from the progressive list around it. */
export interface CardListProps<T> {
  items: T[]
  /** Per card, the height it had when it last left the page, if it did. */
  sizes: (number | undefined)[]
  listRef: RefObject<HTMLOListElement | null>
}

/**
 * A card coming back into the page holds the height it left with until it is laid out again, so
 * the space kept above the list and the cards that return always add up to the same height.
 */
export function cardSize(size: number | undefined): CSSProperties | undefined {
  return size === undefined ? undefined : { containIntrinsicBlockSize: `auto ${size}px` }
}
