import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useMemo } from 'react'
import { Announcer } from './announcer'
import { filterSongs, filterStreams } from '../../shared/song-model/song-filter'
import { compileQuery } from '../../shared/search/search-match'
import { findCloseMatches } from './find-close-matches'
import { ContributeLink } from './contribute-link'
import { ActiveQueriesContext } from './matched-text'
import { RandomPick } from './random-pick'
import { ReportHost } from './report-host'
import { SongFilters } from './song-filters'
import { songListData } from '../../shared/song-data/song-list-data'
import type { SongListSearch } from './song-list-search'
import { SongResults } from './song-results'
import { SongStatsPanel } from './song-stats-panel'
import { useDraftParam } from './use-draft-param'
import { usePendingChoice } from './use-pending-choice'
import './song-list.css'

const route = getRouteApi('/{-$locale}/songlist')

export function SongListPage() {
  const { t } = useLingui()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const update = useCallback(
    (patch: Partial<SongListSearch>, replace: boolean) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false }),
    [navigate],
  )
  const q = useDraftParam(search.q, (value, replace) => update({ q: value }, replace))
  const singer = useDraftParam(search.singer, (value, replace) =>
    update({ singer: value }, replace),
  )
  const [controls, choose] = usePendingChoice(search, (patch) =>
    // Text typed but not yet in the URL goes into the same history entry as the choice.
    update({ q: q.value, singer: singer.value, ...patch }, false),
  )

  const query = useMemo(
    () => ({
      filter: { q: q.value, singer: singer.value, date: search.date, type: search.type },
      view: search.view,
      sort: search.sort,
    }),
    [q.value, singer.value, search.date, search.type, search.view, search.sort],
  )
  // The field and the controls answer in the input's own frame; the list follows in a deferred
  // render that React splits into short tasks and drops when the next keystroke supersedes it.
  const shown = useDeferredValue(query)
  const results = useMemo(
    () =>
      shown.view === 'songs'
        ? {
            view: 'songs' as const,
            rows: filterSongs(
              songListData().presorted,
              shown.filter,
              shown.sort,
              songListData().model.hanForms,
            ),
          }
        : {
            view: 'streams' as const,
            streams: filterStreams(songListData().model, shown.filter),
          },
    [shown],
  )
  const queries = useMemo(() => {
    const forms = songListData().model.hanForms
    return {
      title: compileQuery(shown.filter.q, forms),
      singer: compileQuery(shown.filter.singer, forms),
      forms,
    }
  }, [shown.filter.q, shown.filter.singer])
  const empty = results.view === 'songs' ? results.rows.length === 0 : results.streams.length === 0
  // Edit distance over every song: worked out when the queries change, not on every render.
  const closeMatches = useMemo(() => (empty ? findCloseMatches(queries) : []), [empty, queries])
  const pool = useCallback(
    () =>
      results.view === 'songs'
        ? results.rows.flatMap((row) => row.performances)
        : results.streams.flatMap((stream) => stream.performances),
    [results],
  )
  const filtered =
    search.q !== '' || search.singer !== '' || search.date !== '' || search.type !== 'all'
  const reset = useCallback(() => {
    update({ q: '', singer: '', date: '', type: 'all' }, false)
    document.getElementById('song-q')?.focus()
  }, [update])

  return (
    <Announcer>
      <ReportHost>
        <article className="page page--songlist song-list">
          <h1>{t`歌リスト`}</h1>
          <ContributeLink />
          <SongFilters search={controls} q={q} singer={singer} choose={choose}>
            <div className="song-actions">
              <RandomPick pool={pool} />
              {filtered && (
                <button type="button" onClick={reset}>
                  {t`条件をリセット`}
                </button>
              )}
            </div>
          </SongFilters>
          <SongStatsPanel />
          <ActiveQueriesContext value={queries}>
            <SongResults results={results} closeMatches={closeMatches} onReset={reset} />
          </ActiveQueriesContext>
        </article>
      </ReportHost>
    </Announcer>
  )
}
