import { useLingui } from '@lingui/react/macro'
import { useRef } from 'react'

import { formatInteger, formatLongDate } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { requestPlay } from '#src/shared/playlist/play-request.ts'
import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import type { Performance } from '#src/shared/song-model/song-model.ts'
import { shownArtist } from '#src/shared/ui/artist-name.tsx'
import type { OnDemandState } from '#src/shared/ui/on-demand.ts'
import {
  clearHistory,
  type HistoryEntry,
  historyLimit,
  listeningHistory,
  performanceKey,
  useListeningHistory,
} from '#src/shared/visitor-lists/listening-history.ts'

import { formatDateTime } from './date-format.ts'
import { restoreAll } from './restore.ts'
import { performancesByKey } from './song-data.ts'
import { SongDataNotice } from './song-data-notice.tsx'
import { useStatus } from './status-region.tsx'

function HistoryItem({
  entry,
  performance,
}: {
  entry: HistoryEntry
  /** Undefined when the performance is no longer in the data. */
  performance: Performance | undefined
}) {
  const { t } = useLingui()
  const { record } = useCurrentLocale()
  const songName = performance?.songName ?? ''
  return (
    <li className="mylist-item">
      <div className="mylist-item__text">
        {performance ? (
          <>
            <p className="mylist-item__title" lang="ja">
              {songName}
            </p>
            <p className="mylist-item__meta">
              <span lang="ja">{shownArtist(performance.singer)}</span>
            </p>
          </>
        ) : (
          <p className="mylist-item__title">{t`歌リストにありません`}</p>
        )}
        <dl className="mylist-facts">
          {performance && (
            <div>
              <dt>{t`配信日`}</dt>
              <dd>
                {performance.dateVisible ? (
                  <time dateTime={performance.isoDate}>{formatLongDate(performance.isoDate)}</time>
                ) : (
                  t`日付非公開`
                )}
              </dd>
            </div>
          )}
          <div>
            <dt>{t`再生した日時`}</dt>
            <dd>
              <time dateTime={entry.playedAt}>{formatDateTime(record.tag, entry.playedAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      {performance && (
        <div className="mylist-item__actions">
          <button
            type="button"
            aria-label={t`「${songName}」を再生`}
            onClick={() => requestPlay([performance])}
          >
            {t`再生`}
          </button>
        </div>
      )}
    </li>
  )
}

/** The performances played on this site, newest first; cleared at once, with an undo. */
export function HistoryList({ data }: { data: OnDemandState<SongListData> }) {
  const { t } = useLingui()
  const { offerUndo } = useStatus()
  const history = useListeningHistory()
  const heading = useRef<HTMLHeadingElement>(null)
  const limit = formatInteger(historyLimit)
  const clear = () => {
    const cleared = history
    clearHistory()
    offerUndo(t`再生履歴を消しました`, {
      restore: () => restoreAll(listeningHistory, cleared, performanceKey),
      focusAfter: () => heading.current,
    })
  }
  const performances = data.status === 'ready' ? performancesByKey(data.value.model) : null
  return (
    <section className="mylist-section" aria-labelledby="mylist-history">
      <h2 id="mylist-history" ref={heading} tabIndex={-1}>
        {t`再生履歴`}
      </h2>
      <p className="section__lead">
        {t`このサイトのプレーヤーで再生した曲を、新しい順に最新の${limit}件まで残します。`}
      </p>
      {history.length === 0 ? (
        <p>{t`まだ再生履歴はありません。`}</p>
      ) : (
        <>
          <div className="mylist-actions">
            <button type="button" onClick={clear}>
              {t`履歴を消す`}
            </button>
          </div>
          {performances ? (
            <ol className="mylist-items">
              {history.map((entry) => (
                <HistoryItem
                  key={performanceKey(entry)}
                  entry={entry}
                  performance={performances.get(performanceKey(entry))}
                />
              ))}
            </ol>
          ) : (
            <SongDataNotice state={data} />
          )}
        </>
      )}
    </section>
  )
}
