import { useState } from 'react'

import { type SongFilterValues, type TextFilterKey, textFilterKeys } from './song-list-filters.ts'
import { type DraftParam, useDraftParam } from './use-draft-param.ts'

/**
 * A draft for each text filter (see `useDraftParam`): the list follows every keystroke, the URL
 * follows after a pause.
 */
export function useFilterDrafts(
  urlValues: SongFilterValues,
  write: (key: TextFilterKey, value: string, replace: boolean) => void,
): Record<TextFilterKey, DraftParam> {
  const drafts = {} as Record<TextFilterKey, DraftParam>
  for (const key of textFilterKeys) {
    // `textFilterKeys` is fixed when the module loads: the same hooks run in the same order.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    drafts[key] = useDraftParam(urlValues[key], (value, replace) => write(key, value, replace))
  }
  return drafts
}

const sameValues = <T extends object>(a: T, b: T) =>
  (Object.keys(a) as (keyof T)[]).every((key) => Object.is(a[key], b[key]))

/** The same object for as long as its values stay the same, so memoised work keeps its result. */
export function useStableValues<T extends object>(values: T): T {
  const [stable, setStable] = useState(values)
  if (sameValues(stable, values)) return stable
  setStable(values)
  return values
}
