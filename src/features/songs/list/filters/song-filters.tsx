import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { memo, type ReactNode, useEffect, useMemo, useReducer, useRef, useState } from 'react'

import { type SongFormat, useSongFormat } from '#src/features/songs/use-song-format.ts'

import { choosable } from './chosen-lists.ts'
import { shownView } from './shown-view.ts'
import {
  activeFilterCount,
  type AnyFilter,
  type ChoiceFilter,
  filterEntries,
  type FilterKey,
  type SongFilterValues,
  type TextFilter,
  type TextFilterKey,
  textFilterKeys,
} from './song-list-filters.ts'
import { type SongListSearch, songSorts } from './song-list-search.ts'
import type { DraftParam } from './use-draft-param.ts'
import { useFieldText } from './use-field-text.ts'

const route = getRouteApi('/{-$locale}/songlist')

interface SongFiltersProps {
  search: SongListSearch
  drafts: Record<TextFilterKey, DraftParam>
  /** A choice from a list: one committed history entry. */
  choose: (patch: Partial<SongListSearch>) => void
  /** Enter in a text field on a touch screen: the keyboard gives way to the results. */
  onSearched: () => void
  /** A text field focused or pressed: the intent to type, which the search code loads ahead of. */
  onSearchIntent: () => void
  children?: ReactNode
}

function DraftField({
  id,
  label,
  draft,
  list,
  onEnter,
  onIntent,
}: {
  id: string
  label: string
  draft: DraftParam
  list?: string | undefined
  onEnter: () => void
  onIntent: () => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const [text, change] = useFieldText(draft)
  // Text typed into the prerendered field before the page hydrated raised no React event, nor
  // did focusing it, which asks for the search code ahead of the text.
  useEffect(() => {
    const typed = input.current?.value
    if (input.current && input.current === document.activeElement) onIntent()
    if (typed !== undefined && typed !== text) change(typed)
    // Only the value found at hydration matters; later edits arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div className="song-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="search"
        value={text}
        list={list}
        autoComplete="off"
        enterKeyHint="search"
        // The search code loads with the intent to type, ahead of the first key.
        onFocus={onIntent}
        onPointerDown={onIntent}
        onChange={(e) => change(e.currentTarget.value)}
        onKeyDown={(e) => {
          // Enter that confirms an input method's conversion is still typing.
          if (e.key !== 'Enter' || e.nativeEvent.isComposing) return
          e.preventDefault()
          draft.commit()
          onEnter()
        }}
        onBlur={draft.commit}
      />
    </div>
  )
}

// The long option lists are memoised: they do not change while the fan types. Those that grow
// with the archive (every singer, every date) wait for their control to be used: at 10,000
// performances they were 2,021 of the page's 4,322 elements and 94 KB of its HTML, out of sight.
const Suggestions = memo(function Suggestions({
  id,
  filter,
  used,
}: {
  id: string
  filter: TextFilter
  used: boolean
}) {
  const data = route.useLoaderData()
  return (
    <datalist id={id}>
      {used && filter.suggestions?.(data).map((value) => <option key={value} value={value} />)}
    </datalist>
  )
})

const ChoiceOptions = memo(function ChoiceOptions({
  filter,
  format,
  canChoose,
  only,
}: {
  filter: ChoiceFilter<string>
  format: SongFormat
  canChoose: (value: string) => boolean
  /** Until the list is used: the default and this value alone. */
  only: string | undefined
}) {
  const { i18n } = useLingui()
  return filter
    .options(route.useLoaderData(), format, only)
    .filter(({ value }) => only === undefined || value === only || value === filter.default)
    .map(({ value, label }) => (
      <option key={value} value={value} disabled={!canChoose(value)}>
        {typeof label === 'string' ? label : i18n._(label)}
      </option>
    ))
})

/** One filter's control, as its definition says (song-list-filters.ts). */
function FilterControl({
  name,
  filter,
  value,
  values,
  draft,
  choose,
  onEnter,
  onIntent,
}: {
  name: FilterKey
  filter: AnyFilter
  value: string
  /** Every filter's value: the other lists' choices decide which options can match. */
  values: SongFilterValues
  draft: DraftParam | undefined
  choose: (patch: Partial<SongListSearch>) => void
  onEnter: () => void
  onIntent: () => void
}) {
  const { i18n } = useLingui()
  const format = useSongFormat()
  const { model } = route.useLoaderData()
  // Only the other lists' choices matter: a key of them keeps the options memoised while typing.
  const others = filterEntries
    .filter(([key, f]) => key !== name && f.control === 'select')
    .map(([key]) => values[key])
    .join('\n')
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `others` stands for `values`
  const canChoose = useMemo(() => choosable(name, values, model.streams), [name, others, model])
  const id = `song-${name}`
  const [used, markUsed] = useReducer(() => true, false)
  // A control focused before hydration raised no React event.
  useEffect(() => {
    if (document.activeElement?.id === id) markUsed()
  }, [id])
  const label = i18n._(filter.label)
  if (filter.control === 'text') {
    if (!draft) return null
    const list = filter.suggestions && `${id}-options`
    return (
      <>
        <DraftField
          id={id}
          label={label}
          draft={draft}
          list={list}
          onEnter={onEnter}
          onIntent={() => {
            markUsed()
            onIntent()
          }}
        />
        {list && <Suggestions id={list} filter={filter} used={used} />}
      </>
    )
  }
  return (
    <div className="song-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onFocus={markUsed}
        onPointerDown={markUsed}
        onChange={(e) => choose({ [name]: filter.parse(e.currentTarget.value) ?? filter.default })}
      >
        <ChoiceOptions
          filter={filter}
          format={format}
          canChoose={canChoose}
          only={filter.grows && !used ? value : undefined}
        />
      </select>
    </div>
  )
}

/** The order the list shows: the match order without text is newest first; streams have no title. */
function shownSort(sort: SongListSearch['sort'], streams: boolean, ranking: boolean) {
  if (sort === 'match') return ranking ? 'match' : 'last'
  return streams && sort === 'title' ? 'last' : sort
}

const touchScreen = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches

/**
 * The search form: the first text filter in sight, the others of song-list-filters.ts with the
 * view and the order behind a "filters" button on narrow screens (always open on wide ones).
 */
export function SongFilters({
  search,
  drafts,
  choose,
  onSearched,
  onSearchIntent,
  children,
}: SongFiltersProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [first, ...others] = filterEntries
  const folded = activeFilterCount(search, first ? [first[0]] : [])
  // Ahead of the URL, as the list is: typing in the general box shows the songs at once.
  const streams = shownView({ ...search, q: drafts.q.value }) === 'streams'
  // The best match first is an order only while text is typed.
  const ranking = textFilterKeys.some((key) => drafts[key].value.trim() !== '')
  const control = ([name, filter]: [FilterKey, AnyFilter]) => (
    <FilterControl
      key={name}
      name={name}
      filter={filter}
      value={search[name]}
      values={search}
      draft={filter.control === 'text' ? drafts[name as TextFilterKey] : undefined}
      choose={choose}
      // A desktop keeps the field focused; a phone's keyboard closes.
      onEnter={() => touchScreen() && onSearched()}
      onIntent={onSearchIntent}
    />
  )
  return (
    <form
      role="search"
      aria-label={t`曲を検索`}
      className="song-filters"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="song-filters__search">
        {first && control(first)}
        <button
          type="button"
          className="song-filters__toggle"
          aria-expanded={open}
          aria-controls="song-more-filters"
          onClick={() => setOpen(!open)}
        >
          {folded > 0 ? (
            // The name reads as it shows, "filters 2", with the words the badge stands for.
            <Trans>
              絞り込み<span className="song-filters__badge">{folded}</span>
              <span className="visually-hidden">件を適用中</span>
            </Trans>
          ) : (
            t`絞り込み`
          )}
        </button>
      </div>
      <div id="song-more-filters" className="song-filters__more" data-open={open || undefined}>
        {others.map(control)}
        <fieldset className="song-view">
          <legend>{t`表示`}</legend>
          <label>
            <input
              type="radio"
              name="song-view"
              checked={streams}
              onChange={() => choose({ view: 'streams' })}
            />
            {t`配信ごと`}
          </label>
          <label>
            <input
              type="radio"
              name="song-view"
              checked={!streams}
              onChange={() => choose({ view: 'songs' })}
            />
            {t`曲ごと`}
          </label>
        </fieldset>
        <div className="song-field">
          <label htmlFor="song-sort">{t`並び順`}</label>
          <select
            id="song-sort"
            value={shownSort(search.sort, streams, ranking)}
            onChange={(e) => {
              const sort = songSorts.find((s) => s === e.currentTarget.value) ?? 'match'
              // Without text, newest first is what the default shows: the URL stays clean and
              // the next query ranks.
              choose({ sort: !ranking && sort === 'last' ? 'match' : sort })
            }}
          >
            {/* One order, read for the view's unit: a stream, or a song (docs/song-list.md). */}
            {ranking && <option value="match">{t`一致順`}</option>}
            <option value="last">{streams ? t`新しい順` : t`最後に歌った日`}</option>
            <option value="oldest">{streams ? t`古い順` : t`長く歌っていない順`}</option>
            {!streams && <option value="title">{t`曲名`}</option>}
            <option value="count">{streams ? t`曲が多い順` : t`歌った回数`}</option>
          </select>
        </div>
        {children}
      </div>
    </form>
  )
}
