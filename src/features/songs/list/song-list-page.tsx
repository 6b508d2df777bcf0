import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useCallback, useDeferredValue, useMemo } from 'react'

import { ActiveQueriesContext } from '#src/features/songs/rows/matched-text.tsx'
import { RowHosts } from '#src/features/songs/rows/row-hosts.tsx'
import { listResults } from '#src/features/songs/search/list-results.ts'
import { useRanker } from '#src/features/songs/search/ranking-on-demand.ts'
import { activeQueries, compileFilters } from '#src/features/songs/search/song-list-matching.ts'
import { ShareButton } from '#src/features/songs/share-button.tsx'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { useFavouriteKeys } from '#src/shared/visitor-lists/favourite-marks.ts'
import { useWhatsNew } from '#src/shared/whats-new/use-whats-new.ts'

import { ContributeLink } from './contribute-link.tsx'
import { ExportButtons } from './export/export-buttons.tsx'
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
  // Text typed but not yet in the URL: the list already follows it.
  const typed = Object.fromEntries(textFilterKeys.map((key) => [key, drafts[key].value]))
  const [controls, choosePending] = usePendingChoice(search, (patch) =>
    // Into the same history entry as the choice.
    update({ ...typed, ...patch }, false),
  )
  // The choice's write carries the text: a draft's own delayed write would add a second entry
  // when the choice's comes after it (a paint held back by a long render).
  const choose = (patch: Partial<SongListSearch>) => {
    for (const key of textFilterKeys) drafts[key].handOver()
    choosePending(patch)
  }

  const query = useStableValues({ ...search, ...typed })
  // The field and the controls answer in the input's own frame; the list follows in a deferred
  // render that React splits into short tasks and drops when the next keystroke supersedes it.
  const shown = useDeferredValue(query)
  // Compiled when the text changes, not with every choice: the rows' marks depend on them.
  const shownText = useStableValues(
    Object.fromEntries(textFilterKeys.map((key) => [key, shown[key]])),
  )
  const ranker = useRanker(textFilterKeys.some((key) => query[key].trim() !== ''))
  const queries = useMemo(
    () => activeQueries({ ...filterDefaults, ...shownText }, data.model.hanForms, ranker),
    [shownText, data, ranker],
  )
  // Read only while the list shows favourites, so a star pressed elsewhere filters nothing again.
  const favouriteKeys = useFavouriteKeys()
  const onlyFavourites = shown.fav === 'only' ? favouriteKeys : null
  const whatsNew = useWhatsNew()
  // Read only while the list shows the new streams: the news arriving must not rebuild the list.
  const onlyFresh = shown.new === 'only' ? (whatsNew?.news?.fresh ?? none) : null
  const results = useMemo(() => {
    const keeps = compileFilters(shown, queries, {
      favourites: onlyFavourites ?? none,
      fresh: onlyFresh ?? none,
    })
    const { ranking } = queries
    const order = { ...shown, view: shownView(shown) }
    return listResults(data, keeps, order, language, ranker && ranking && { ranker, ranking })
  }, [shown, queries, data, language, onlyFavourites, onlyFresh, ranker])
  const empty = listedItems(results).length === 0
  const pool = useCallback(() => shownPerformances(results), [results])
  const filtered = activeFilterCount(search) > 0
  // What the fan typed in the text filters, as a search that found nothing would be told.
  const typedText = textFilterKeys
    .map((key) => shown[key].trim())
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
        <SongFilters search={controls} drafts={drafts} choose={choose} onSearched={focusResults}>
          <div className="song-actions">
            <RandomPick pool={pool} />
            <ShareButton />
            {/* With the other actions on the results, folded on a phone: the first result
                  keeps its place under the search field. */}
            {!empty && <ExportButtons performances={pool} filters={shown} />}
            {filtered && (
              <button type="button" onClick={reset}>
                {t`条件をリセット`}
              </button>
            )}
          </div>
        </SongFilters>
        <SongStatsPanel />
        <ActiveQueriesContext value={queries}>
          <SongResults results={results} onReset={reset} />
        </ActiveQueriesContext>
        <MissLink query={typedText} />
        <ContributeLink />
      </article>
    </RowHosts>
  )
}
