import { useLingui } from '@lingui/react/macro'
import { memo, useEffect, useRef, type ReactNode } from 'react'
import type { SongListSearch } from './song-list-search'
import { songListData } from '../../shared/song-data/song-list-data'
import type { DraftParam } from './use-draft-param'
import { useSongFormat, type SongFormat } from './use-song-format'

interface SongFiltersProps {
  search: SongListSearch
  q: DraftParam
  singer: DraftParam
  /** A choice from a list: one committed history entry. */
  choose: (patch: Partial<SongListSearch>) => void
  children?: ReactNode
}

function DraftField({
  id,
  label,
  draft,
  list,
}: {
  id: string
  label: string
  draft: DraftParam
  list?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  // Text typed into the prerendered field before the page hydrated raised no React event.
  useEffect(() => {
    const typed = input.current?.value
    if (typed !== undefined && typed !== draft.value) draft.change(typed)
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
        value={draft.value}
        list={list}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(e) => draft.change(e.currentTarget.value)}
        onBlur={draft.commit}
      />
    </div>
  )
}

// The long option lists are memoised: they do not change while the fan types.
const SingerOptions = memo(function SingerOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {songListData().model.artists.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  )
})

const DateOptions = memo(function DateOptions({ format }: { format: SongFormat }) {
  return songListData().model.streamDates.map((iso) => (
    <option key={iso} value={iso}>
      {format.date(iso)}
    </option>
  ))
})

/** The search form: song name, singer, stream date, category, view and order. */
export function SongFilters({ search, q, singer, choose, children }: SongFiltersProps) {
  const { t } = useLingui()
  const format = useSongFormat()
  return (
    <form
      role="search"
      aria-label={t`曲を検索`}
      className="song-filters"
      onSubmit={(e) => {
        e.preventDefault()
        q.commit()
        singer.commit()
      }}
    >
      <DraftField id="song-q" label={t`曲名で検索`} draft={q} />
      <DraftField
        id="song-singer"
        label={t`歌手で検索`}
        draft={singer}
        list="song-singer-options"
      />
      <SingerOptions id="song-singer-options" />
      <div className="song-field">
        <label htmlFor="song-date">{t`配信日`}</label>
        <select
          id="song-date"
          value={search.date}
          onChange={(e) => choose({ date: e.currentTarget.value })}
        >
          <option value="">{t`すべての配信日`}</option>
          <DateOptions format={format} />
        </select>
      </div>
      <div className="song-field">
        <label htmlFor="song-type">{t`配信の種類`}</label>
        <select
          id="song-type"
          value={search.type}
          onChange={(e) =>
            choose({ type: e.currentTarget.value === 'request' ? 'request' : 'all' })
          }
        >
          <option value="all">{t`すべて`}</option>
          <option value="request">{t`リクエスト歌枠`}</option>
        </select>
      </div>
      <fieldset className="song-view">
        <legend>{t`表示`}</legend>
        <label>
          <input
            type="radio"
            name="song-view"
            checked={search.view === 'streams'}
            onChange={() => choose({ view: 'streams' })}
          />
          {t`配信ごと`}
        </label>
        <label>
          <input
            type="radio"
            name="song-view"
            checked={search.view === 'songs'}
            onChange={() => choose({ view: 'songs' })}
          />
          {t`曲ごと`}
        </label>
      </fieldset>
      {search.view === 'songs' && (
        <div className="song-field">
          <label htmlFor="song-sort">{t`並び順`}</label>
          <select
            id="song-sort"
            value={search.sort}
            onChange={(e) => {
              const sort = e.currentTarget.value
              choose({ sort: sort === 'title' || sort === 'count' ? sort : 'last' })
            }}
          >
            <option value="last">{t`最後に歌った日`}</option>
            <option value="title">{t`曲名`}</option>
            <option value="count">{t`歌った回数`}</option>
          </select>
        </div>
      )}
      {children}
    </form>
  )
}
