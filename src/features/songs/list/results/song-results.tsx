import { useLingui } from '@lingui/react/macro'
import { memo, useRef } from 'react'

import { CloseMatchesOnDemand } from '#src/features/songs/list/close-matches/close-matches-on-demand.tsx'
import { PlayListButton } from '#src/features/songs/rows/play-buttons.tsx'
import type { SongResultsData } from '#src/features/songs/search/search-types.ts'
import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import type { SongRow } from '#src/shared/song-model/filter/song-filter.ts'
import type { Performance, Stream } from '#src/shared/song-model/song-model.ts'

import { ShowMoreButton } from './show-more-button.tsx'
import { SongRows } from './song-rows.tsx'
import { StreamList } from './stream-list.tsx'
import { useProgressiveList } from './use-progressive-list.ts'
import { useWindowKeeper } from './window-keeper.ts'

interface SongResultsProps {
  results: SongResultsData
  /** A query is typed but the search code that follows it has not arrived: no count yet. */
  waiting: boolean
  onReset: () => void
}

/** What the results list, songs or streams, each with the performances it shows. */
export const listedItems = (results: SongResultsData): readonly (SongRow | Stream)[] =>
  results.view === 'songs' ? results.rows : results.streams

function useResultCount(results: SongResultsData): {
  text: string
  empty: boolean
  performances: number
} {
  const { t } = useLingui()
  const format = useSongFormat()
  const items = listedItems(results)
  const count = format.number(items.length)
  const performances = items.reduce((n, item) => n + item.performances.length, 0)
  const sung = format.number(performances)
  const empty = items.length === 0
  // One message for no result, read out as the count would be: never "0配信で0曲".
  const none = t`条件に合う曲は見つかりませんでした。`
  const found =
    results.view === 'songs'
      ? t`${{ songs: count }}曲（歌唱${sung}回）が見つかりました`
      : t`${{ streams: count }}配信で${sung}曲が見つかりました`
  return { text: empty ? none : found, empty, performances }
}

/** Where focus goes when a search is sent from a phone's keyboard. */
export const resultsHeadingId = 'song-results-heading'

const performancesOf = (item: { performances: readonly unknown[] }) => item.performances.length

/** Every performance the results show, in their order: what "play these" plays. */
export const shownPerformances = (results: SongResultsData): Performance[] =>
  listedItems(results).flatMap((item) => item.performances)

/**
 * The result count (read out by screen readers), the list, or the empty state. Memoised: a
 * keystroke renders the field first and these only once the deferred results arrive.
 */
export const SongResults = memo(function SongResults({
  results,
  waiting,
  onReset,
}: SongResultsProps) {
  const { t } = useLingui()
  const songs = results.view === 'songs'
  const count = useResultCount(results)
  const listRef = useRef<HTMLOListElement>(null)
  const spaceRef = useRef<HTMLDivElement>(null)
  const list = useProgressiveList<SongRow | Stream>(
    listedItems(results),
    performancesOf,
    { list: listRef, spaceBefore: spaceRef },
    useWindowKeeper(),
  )
  return (
    <section className="song-results" aria-labelledby={resultsHeadingId}>
      <h2 id={resultsHeadingId} tabIndex={-1}>
        {songs ? t`曲の一覧` : t`配信の一覧`}
      </h2>
      <div className="song-results__bar">
        <p role="status" className="song-results__count">
          {waiting ? t`検索の準備をしています…` : count.text}
        </p>
        {!count.empty && !waiting && (
          <PlayListButton
            count={count.performances}
            performances={() => shownPerformances(results)}
            label={(n) => t`見つかった${n}曲を続けて再生`}
            short={t`続けて再生`}
          />
        )}
      </div>
      {count.empty ? (
        <div className="song-empty">
          <p>{t`検索する言葉を短くするか、条件をリセットしてください。`}</p>
          <button type="button" onClick={onReset}>
            {t`条件をリセット`}
          </button>
          <CloseMatchesOnDemand />
        </div>
      ) : (
        <>
          {results.onlyNear && <CloseMatchesOnDemand />}
          {list.start > 0 && (
            <div
              className="song-cards__before"
              ref={spaceRef}
              style={{ blockSize: list.spaceBefore }}
            >
              <button type="button" className="song-earlier" onClick={list.showEarlier}>
                {t`前の曲を表示`}
              </button>
            </div>
          )}
          {songs ? (
            <SongRows
              items={list.visible as SongRow[]}
              sizes={list.sizes}
              listRef={listRef}
              daysSince={results.daysSince}
            />
          ) : (
            <StreamList items={list.visible as Stream[]} sizes={list.sizes} listRef={listRef} />
          )}
        </>
      )}
      {list.hasMore && <ShowMoreButton onShowMore={list.showMore} end={list.end} />}
    </section>
  )
})
