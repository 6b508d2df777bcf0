import type { Keeps } from '#src/shared/song-model/filter/song-filter.ts'
import type { Performance, Stream } from '#src/shared/song-model/song-model.ts'

import {
  filterEntries as entries,
  type FilterKey,
  type SongFilterValues,
  type VisitorLists,
} from './song-list-filters.ts'

// Apart from the matching (src/features/songs/search/), which adds the text queries' test: the
// form asks which options can still leave a stream, and the list filters by the choices alone,
// neither with search code.

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

/**
 * What the lists chosen keep: the performances their choices pass (the favourites and the new
 * streams ask `visitor`), the streams first where a choice can skip whole ones. No text test.
 */
export function choiceKeeps(
  values: SongFilterValues,
  visitor: VisitorLists = { favourites: new Set(), fresh: new Set() },
): Omit<Keeps, 'song'> {
  const chosen = chosenLists(values)
  const performanceTests = chosen.map(
    ({ filter, value }) =>
      (p: Performance) =>
        filter.keeps(p, value, visitor),
  )
  const streamTests = chosen.flatMap(({ filter: { keepsStream }, value }) =>
    keepsStream ? [(stream: Stream) => keepsStream(stream, value)] : [],
  )
  return {
    stream: streamTests.length ? (stream) => streamTests.every((test) => test(stream)) : null,
    performance: performanceTests.length ? (p) => performanceTests.every((test) => test(p)) : null,
  }
}
