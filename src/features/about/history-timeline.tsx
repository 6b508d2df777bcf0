import { useLingui } from '@lingui/react/macro'
import { historyEntries } from '../profile/history'
import { formatLongDate } from '../../i18n/calendar-format'
import { streamHistory } from '../profile/stream-figures'
import { milestones } from '../profile/timeline'

const entries = historyEntries(milestones, streamHistory)

/** The singer's history as an ordered list of dated entries. */
export function HistoryTimeline() {
  const { t, i18n } = useLingui()
  const songCountLabel = (count: number) => t`（${count}曲）`
  return (
    <section className="section" aria-labelledby="history-title">
      <h2 id="history-title">{t`活動の歩み`}</h2>
      <ol className="timeline">
        {entries.map((entry) => (
          <li key={entry.key} className={`timeline__item timeline__item--${entry.kind}`}>
            <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
            {entry.kind === 'milestone' ? (
              <p>{i18n._(entry.text)}</p>
            ) : (
              <p>
                <span className="timeline__label">{t`歌枠`}</span>{' '}
                <span translate="no" lang="ja">
                  {entry.name}
                </span>{' '}
                <span className="timeline__count">{songCountLabel(entry.songCount)}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
