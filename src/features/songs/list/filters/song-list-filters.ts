import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { SongFormat } from '#src/features/songs/use-song-format.ts'
import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import type { Performance, Stream } from '#src/shared/song-model/song-model.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'

/** A song's searchable fields, by the name a text filter gives them; `any` is both. */
export type TextField = 'title' | 'singer' | 'any'

/** A text field: what the fan types is searched for in one field of every song, in any script. */
export interface TextFilter {
  control: 'text'
  label: MessageDescriptor
  field: TextField
  /** What the field offers as the fan types. */
  suggestions?: (data: SongListData) => readonly string[]
}

export interface ChoiceOption<V extends string> {
  value: V
  label: MessageDescriptor | string
}

/** What the visitor keeps in this browser that a filter may ask for (src/shared/my-list). */
export interface VisitorLists {
  /** The favourite songs' keys (songKey). */
  favourites: ReadonlySet<string>
  /** The slugs of the streams added since the visitor's last visit (src/shared/whats-new). */
  fresh: ReadonlySet<string>
}

/** A list to choose from, whose default keeps every performance. */
export interface ChoiceFilter<V extends string> {
  control: 'select'
  label: MessageDescriptor
  default: V
  /** The value a URL holds, or undefined when it is no choice of this list. */
  parse: (raw: string) => V | undefined
  /**
   * The list's options; given `only`, a list that grows may leave out all but the default's and
   * that value's, which is all the page holds until the list is used.
   */
  options: (data: SongListData, format: SongFormat, only?: string) => readonly ChoiceOption<V>[]
  /** The options grow with the archive (one a stream): the page holds them once the list is used. */
  grows?: true
  /** Whether a performance passes once `value`, not the default, is chosen. */
  keeps: (performance: Performance, value: V, visitor: VisitorLists) => boolean
  /** What its stream must pass for any performance to: whole streams are skipped at once. */
  keepsStream?: (stream: Stream, value: V) => boolean
}

const text = (filter: Omit<TextFilter, 'control'>): TextFilter => ({ control: 'text', ...filter })

/** A list whose options are known in advance: a URL may hold exactly their values. */
function fixedChoice<V extends string>(
  filter: Omit<ChoiceFilter<V>, 'control' | 'parse' | 'options'> & {
    options: readonly ChoiceOption<V>[]
  },
): ChoiceFilter<V> {
  const { options } = filter
  return {
    control: 'select',
    ...filter,
    parse: (raw) => options.find((option) => option.value === raw)?.value,
    options: () => options,
  }
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/

/**
 * The song list's filters, each written once: its search param (the key), default, validation,
 * label, options and what it keeps. The URL, the form, the list, the count of active filters and
 * the reset all derive from this table (docs/song-list.md says how to add one).
 */
export const songListFilters = {
  // The general box, looking everywhere; links from before it kept `q` for the title alone,
  // which it still finds first.
  q: text({ label: msg`歌を検索`, field: 'any' }),
  title: text({ label: msg`曲名で検索`, field: 'title' }),
  singer: text({
    label: msg`歌手で検索`,
    field: 'singer',
    suggestions: (data) => data.model.artists,
  }),
  date: {
    control: 'select',
    label: msg`配信日`,
    default: '',
    parse: (raw) =>
      isoDate.test(raw) && parseStreamDate(raw.replaceAll('-', '/')) === raw ? raw : undefined,
    grows: true,
    // A date's label is worked out only for the dates the page holds: a thousand of them in one
    // render took about 12 ms of a hydration at full speed (10,000 performances).
    options: (data, format, only?) => [
      { value: '', label: msg`すべての配信日` },
      ...data.model.streamDates
        .filter((iso) => only === undefined || iso === only)
        .map((iso) => ({ value: iso, label: format.date(iso) })),
    ],
    keeps: (p, date) => p.dateVisible && p.isoDate === date,
    keepsStream: (stream, date) => stream.dateVisible && stream.isoDate === date,
  } satisfies ChoiceFilter<string>,
  type: fixedChoice({
    label: msg`配信の種類`,
    default: 'all',
    options: [
      { value: 'all', label: msg`すべて` },
      { value: 'request', label: msg`リクエスト歌枠` },
    ],
    keeps: (p, type) => p.category === type,
    keepsStream: (stream, type) => stream.category === type,
  }),
  // Worked out from the data (song-model/debuts.ts): each song's first performance in the archive.
  debut: fixedChoice({
    label: msg`初披露`,
    default: 'all',
    options: [
      { value: 'all', label: msg`すべての歌唱` },
      { value: 'only', label: msg`初披露だけ` },
    ],
    keeps: (p) => p.debut,
  }),
  // Worked out from the data (song-model/debuts.ts): the songs sung a single time in the whole
  // archive, whatever else is chosen, for a request stream to bring back.
  once: fixedChoice({
    label: msg`歌った回数`,
    default: 'all',
    options: [
      { value: 'all', label: msg`すべての曲` },
      { value: 'only', label: msg`一度だけ歌った曲` },
    ],
    keeps: (p) => p.sungOnce,
  }),
  // The visitor's own: a shared link with it shows the favourites of whoever opens it.
  fav: fixedChoice({
    label: msg`お気に入り`,
    default: 'all',
    options: [
      { value: 'all', label: msg`すべての曲` },
      { value: 'only', label: msg`お気に入りの曲だけ` },
    ],
    keeps: (p, _only, visitor) => visitor.favourites.has(p.songKey),
  }),
  new: fixedChoice({
    label: msg`前回の訪問から`,
    default: 'all',
    options: [
      { value: 'all', label: msg`すべての配信` },
      { value: 'only', label: msg`新しい配信だけ` },
    ],
    keeps: (p, _only, visitor) => visitor.fresh.has(streamSlug(p.streamFile)),
  }),
}

type Filters = typeof songListFilters
export type FilterKey = keyof Filters
export type TextFilterKey = {
  [K in FilterKey]: Filters[K] extends TextFilter ? K : never
}[FilterKey]
/** Each filter's value: what its text field holds, or the option chosen. */
export type SongFilterValues = {
  [K in FilterKey]: Filters[K] extends ChoiceFilter<infer V> ? V : string
}

export type AnyFilter = TextFilter | ChoiceFilter<string>
/** The filters with their keys, in the form's order. */
export const filterEntries = Object.entries(songListFilters) as [FilterKey, AnyFilter][]
const entries = filterEntries

/** The text filters, in the form's order. */
export const textFilterKeys = entries
  .filter(([, filter]) => filter.control === 'text')
  .map(([key]) => key as TextFilterKey)

const defaultOf = (filter: AnyFilter) => (filter.control === 'text' ? '' : filter.default)

/** Every filter at its default: the whole list. Left out of the URL. */
export const filterDefaults = Object.fromEntries(
  entries.map(([key, filter]) => [key, defaultOf(filter)]),
) as SongFilterValues

// Long enough for any title; a pasted novel in the URL is cut, not rejected.
const maxTextLength = 100

/** The filters a URL's search holds; a value that is malformed or no option gives the default. */
export function parseFilters(search: Record<string, unknown>): SongFilterValues {
  const parse = (filter: AnyFilter, raw: unknown): string => {
    // The router reads every value as text (src/lib/plain-search.ts); a repeated key is a list.
    if (typeof raw !== 'string') return defaultOf(filter)
    if (filter.control === 'text') return raw.slice(0, maxTextLength)
    return filter.parse(raw) ?? filter.default
  }
  return Object.fromEntries(
    entries.map(([key, filter]) => [key, parse(filter, search[key])]),
  ) as SongFilterValues
}

/** How many filters are set away from their default, leaving out any named in `except`. */
export function activeFilterCount(
  values: SongFilterValues,
  except: readonly FilterKey[] = [],
): number {
  return entries.filter(
    ([key, filter]) => !except.includes(key) && values[key] !== defaultOf(filter),
  ).length
}
