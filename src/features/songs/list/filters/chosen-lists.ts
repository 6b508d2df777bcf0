import type { Stream } from '#src/shared/song-model/song-model.ts'

import {
  filterEntries as entries,
  type FilterKey,
  type SongFilterValues,
} from './song-list-filters.ts'

// Apart from the matching (src/features/songs/search/), which compiles the choices with the text
// queries: the form asks which options can still leave a stream, and needs no search code.

/** The lists chosen away from their default, each with its key and the value chosen. */
export function chosenLists(values: SongFilterValues) {
  return entries.flatMap(([key, filter]) =>
    filter.control === 'select' && values[key] !== filter.default
      ? [{ key, filter, value: values[key] }]
      : [],
  )
}

/**
 * Whether choosing an option of the list `key` can leave any stream, the other lists' choices
 * kept (a date without a song-request stream, once that type is chosen, cannot): the form offers
 * such an option disabled. Text queries are left out, so the options stay still as the fan types.
 */
export function choosable(
  key: FilterKey,
  values: SongFilterValues,
  streams: readonly Stream[],
): (value: string) => boolean {
  const filter = entries.find(([name]) => name === key)?.[1]
  if (filter?.control !== 'select' || !filter.keepsStream) return () => true
  const { keepsStream } = filter
  const others = chosenLists(values).filter((chosen) => chosen.key !== key)
  const open = streams.filter((stream) =>
    others.every(({ filter: { keepsStream: keeps }, value }) => keeps?.(stream, value) ?? true),
  )
  return (value) => value === filter.default || open.some((stream) => keepsStream(stream, value))
}
