import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'

import { formatLongDate } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { RecapLinks } from '#src/shared/recap-links/recap-links.tsx'
import type { IsoDate } from '#src/shared/song-model/time/iso-date.ts'

const route = getRouteApi('/{-$locale}/about')

/** The singer's history as an ordered list of dated entries. */
export function HistoryTimeline() {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const { history: entries, years } = route.useLoaderData()
  const songCountLabel = (count: number) => t`（${count}曲）`
  return (
    <section className="section" aria-labelledby="history-title">
      <h2 id="history-title">{t`活動の歩み`}</h2>
      <ol className="timeline">
        {entries.map((entry) => (
          <li key={entry.key} className={`timeline__item timeline__item--${entry.kind}`}>
            <time dateTime={entry.date}>{formatLongDate(entry.date)}</time>
            {entry.kind === 'milestone' ? (
              <p>{entry.text}</p>
            ) : entry.kind === 'earlier' ? (
              <EarlierStreamsText to={entry.to} count={entry.count} />
            ) : (
              <p>
                <span className="timeline__label">{t`歌枠`}</span>{' '}
                <Link
                  to="/{-$locale}/streams/$stream"
                  params={{ locale: prefix, stream: entry.slug }}
                  translate="no"
                  lang="ja"
                >
                  {entry.name}
                </Link>{' '}
                <span className="timeline__count">{songCountLabel(entry.songCount)}</span>
              </p>
            )}
          </li>
        ))}
      </ol>
      <RecapLinks years={years} />
    </section>
  )
}

/** The older streams in one entry: how many, until when, and where to find them. */
function EarlierStreamsText({ to, count }: { to: IsoDate; count: number }) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const toLabel = formatLongDate(to)
  return (
    <p>
      <span className="timeline__label">{t`歌枠`}</span>{' '}
      {t({
        message: `${toLabel}までに${count}回`,
        comment: 'The older singing streams in one timeline entry: until a date, their number',
      })}{' '}
      <Link to="/{-$locale}/songlist" params={{ locale: prefix }}>
        {t`歌リストで見る`}
      </Link>
    </p>
  )
}
