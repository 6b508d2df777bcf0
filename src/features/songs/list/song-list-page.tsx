import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useMemo } from 'react'

import { MatchMarksContext } from '#src/features/songs/rows/matched-text.tsx'
import { RowHosts } from '#src/features/songs/rows/row-hosts.tsx'
import { listResults } from '#src/features/songs/search/list-results.ts'
import { useRanker } from '#src/features/songs/search/ranking-on-demand.ts'
import { preloadSearch, useSearchCode } from '#src/features/songs/search/search-on-demand.ts'
import type { TextValues } from '#src/features/songs/search/search-types.ts'
import { useWorkerRanks } from '#src/features/songs/search/use-worker-ranks.ts'
import { ShareButton } from '#src/features/songs/share-button.tsx'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { PartLoadFailure } from '#src/shared/ui/part-load-failure.tsx'
import { useFavouriteKeys } from '#src/shared/visitor-lists/favourite-marks.ts'
import { useWhatsNew } from '#src/shared/whats-new/use-whats-new.ts'

import { ContributeLink } from './contribute-link.tsx'
import { ExportButtons } from './export/export-buttons.tsx'
import { choiceKeeps } from './filters/chosen-lists.ts'
import { shownView, withChosenView } from './filters/shown-view.ts'
import { SongFilters } from './filters/song-filters.tsx'
import { activeFilterCount, filterDefaults, textFilterKeys } from './filters/song-list-filters.ts'
import type { SongListSearch } from './filters/song-list-search.ts'
import { useFilterDrafts, useStableValues } from './filters/use-filter-drafts.ts'
import { usePendingChoice } from './filters/use-pending-choice.ts'
import { MissLink } from './miss-link.tsx'
import { RandomPick } from './random-pick.tsx'
import {
  listedItems,
  resultsHeadingId,
  shownPerformances,
  SongResults,
} from './results/song-results.tsx'
import { SongStatsPanel } from './song-stats-panel.tsx'

import './song-list.css'

const route = getRouteApi('/{-$locale}/songlist')
const none: ReadonlySet<string> = new Set()

export function SongListPage() {
  const { t } = useLingui()
  const search = route.useSearch()
  const data = route.useLoaderData()
  const navigate = route.useNavigate()
  const language = useCurrentLocale().record.tag
  const update = useCallback(
    (patch: Partial<SongListSearch>, replace: boolean) =>
      void navigate({
        search: (prev) => withChosenView({ ...prev, ...patch }),
        replace,
        resetScroll: false,
      }),
    [navigate],
  )
  const drafts = useFilterDrafts(search, (key, value, replace) => update({ [key]: value }, replace))
  // Text the page has taken from the fields but not yet written to the URL: the list follows it.
  const drafted = Object.fromEntries(textFilterKeys.map((key) => [key, drafts[key].value]))
  const [controls, choosePending] = usePendingChoice(search, (patch) => {
    // Into the same history entry as the choice, with keys the page has not rendered yet.
    const text = Object.fromEntries(textFilterKeys.map((key) => [key, drafts[key].typed()]))
    update({ ...text, ...patch }, false)
  })
  // The choice's write carries the text: a draft's own delayed write would add a second entry
  // when the choice's comes after it (a paint held back by a long render).
  const choose = (patch: Partial<SongListSearch>) => {
    for (const key of textFilterKeys) drafts[key].handOver()
    choosePending(patch)
  }

  const query = useStableValues({ ...search, ...drafted })
  // The field answers in the key's own frame, the page and its controls after it
  // (use-field-text.ts); the list follows in a deferred render that React splits into short tasks
  // and drops when the next keystroke supersedes it.
  const shown = useDeferredValue(query)
  // Compiled when the text changes, not with every choice: the rows' marks depend on them.
  const shownText = useStableValues(
    Object.fromEntries(textFilterKeys.map((key) => [key, shown[key]])) as TextValues,
  )
  const texted = textFilterKeys.some((key) => query[key].trim() !== '')
  const searchCode = useSearchCode(texted)
  // Loaded on focus, between renders: read with the text in the deferred render, since their
  // arrival rebuilds the results and re-renders every card (79 ms at 10,000 in the first key's
  // own event, when read at once).
  const code = useDeferredValue(searchCode.code)
  const ranker = useDeferredValue(useRanker(texted))
  // The text whose results the list shows: in the `match` order, once the worker has ranked it.
  const ranked = shown.sort === 'match' && textFilterKeys.some((key) => shownText[key].trim())
  const listed = useWorkerRanks(shownText, ranker, ranked, data.model.songs)
  // What the results follow: the choices as shown, the text as ranked. A key whose ranks are on
  // their way leaves it, and so the results, as they were.
  const listedSearch = useStableValues({ ...shown, ...listed.values })
  // Null until the search code is loaded: the list then shows what the other filters keep.
  const queries = useMemo(
    () =>
      code?.activeQueries(
        { ...filterDefaults, ...listed.values },
        data.model.hanForms,
        ranker,
        listed.known,
      ),
    [code, listed.values, listed.known, data, ranker],
  )
  const marks = useMemo(() => (code && queries ? code.matchMarks(queries) : null), [code, queries])
  // Text the list does not follow yet: its results wait for the search code (or its retry).
  const waiting = !queries && textFilterKeys.some((key) => shown[key].trim() !== '')
  // Read only while the list shows favourites, so a star pressed elsewhere filters nothing again.
  const favouriteKeys = useFavouriteKeys()
  const onlyFavourites = listedSearch.fav === 'only' ? favouriteKeys : null
  const whatsNew = useWhatsNew()
  // Read only while the list shows the new streams: the news arriving must not rebuild the list.
  const onlyFresh = listedSearch.new === 'only' ? (whatsNew?.news?.fresh ?? none) : null
  const results = useMemo(() => {
    const choices = choiceKeeps(listedSearch, {
      favourites: onlyFavourites ?? none,
      fresh: onlyFresh ?? none,
    })
    const keeps = { ...choices, song: code && queries ? code.textKeep(queries) : null }
    const ranking = queries?.ranking
    const order = { ...listedSearch, view: shownView(listedSearch) }
    return listResults(data, keeps, order, language, ranker && ranking ? { ranker, ranking } : null)
  }, [listedSearch, queries, code, data, language, onlyFavourites, onlyFresh, ranker])
  const empty = listedItems(results).length === 0
  const pool = useCallback(() => shownPerformances(results), [results])
  const filtered = activeFilterCount(search) > 0
  // What the fan typed in the text filters, as a search that found nothing would be told.
  const typedText = textFilterKeys
    .map((key) => listedSearch[key].trim())
    .filter((text) => text !== '')
    .join(' ')
  const reset = useCallback(() => {
    update(filterDefaults, false)
    document.getElementById(`song-${textFilterKeys[0]}`)?.focus()
  }, [update])

  // Moving focus off the field closes a phone's keyboard; the results stay where they are.
  const focusResults = useCallback(
    () => document.getElementById(resultsHeadingId)?.focus({ preventScroll: true }),
    [],
  )

  return (
    <RowHosts>
      <article className="page page--songlist song-list">
        <h1>{t`歌リスト`}</h1>
        {whatsNew && <whatsNew.Line news={whatsNew.news} />}
        <SongFilters
          search={controls}
          drafts={drafts}
          choose={choose}
          onSearched={focusResults}
          onSearchIntent={preloadSearch}
        >
          <div className="song-actions">
            <RandomPick pool={pool} />
            <ShareButton />
            {/* With the other actions on the results, folded on a phone: the first result
                  keeps its place under the search field. */}
            {!empty && !waiting && <ExportButtons performances={pool} filters={listedSearch} />}
            {filtered && (
              <button type="button" onClick={reset}>
                {t`条件をリセット`}
              </button>
            )}
          </div>
        </SongFilters>
        <SongStatsPanel />
        {searchCode.failed && texted && (
          <PartLoadFailure
            part={{ what: t`検索の仕組みを読み込めませんでした。` }}
            onRetry={searchCode.retry}
          />
        )}
        <MatchMarksContext value={marks}>
          <SongResults results={results} waiting={waiting && !searchCode.failed} onReset={reset} />
        </MatchMarksContext>
        <MissLink query={typedText} />
        <ContributeLink />
      </article>
    </RowHosts>
  )
}
