import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'

import { formatLongDate } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { useSiteContent } from '#src/shared/content/use-content.ts'
import { RecapLinks } from '#src/shared/recap-links/recap-links.tsx'
import { useWhatsNew } from '#src/shared/whats-new/use-whats-new.ts'

const route = getRouteApi('/{-$locale}/')

/** The archive at a glance: figures derived from the song data, never typed by hand. */
export function ArchiveGlance() {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const { latest, streamCount, songCount, performanceCount, years } = route.useLoaderData()
  const { requestFormat, requestListSort = 'title' } = useSiteContent().site
  const whatsNew = useWhatsNew()
  return (
    <section className="section glance" aria-labelledby="glance-title">
      <h2 id="glance-title">{t`歌枠アーカイブ`}</h2>
      {whatsNew && <whatsNew.Line news={whatsNew.news} />}
      <dl className="glance__stats">
        <div className="stat card">
          <dt>{t`歌枠の回数`}</dt>
          <dd>
            <span>
              <span className="stat__value">{streamCount}</span>{' '}
              {t({
                message: '回',
                context: 'unit',
                comment: 'After the number of singing streams',
              })}
            </span>
          </dd>
        </div>
        <div className="stat card">
          <dt>{t`歌った曲`}</dt>
          <dd>
            <span>
              <span className="stat__value">{songCount}</span>{' '}
              {t({
                message: '曲',
                context: 'unit',
                comment: 'After the number of different songs',
              })}
            </span>
            <span className="stat__note">{t`のべ ${performanceCount} 曲`}</span>
          </dd>
        </div>
        <div className="stat stat--latest card">
          <dt>{t`最新の歌枠`}</dt>
          <dd>
            {latest ? (
              <>
                {latest.showDate && (
                  <time className="stat__date" dateTime={latest.date}>
                    {formatLongDate(latest.date)}
                  </time>
                )}
                <Link
                  to="/{-$locale}/streams/$stream"
                  params={{ locale: prefix, stream: latest.slug }}
                  className="stat__name"
                  translate="no"
                  lang="ja"
                >
                  {latest.name}
                </Link>
              </>
            ) : (
              t`まだありません`
            )}
          </dd>
        </div>
      </dl>
      <RecapLinks years={years} />
      <p className="glance__more">
        <Link to="/{-$locale}/songlist" params={{ locale: prefix }}>
          {t`歌リストですべての曲を見る`}
        </Link>
      </p>
      {requestFormat && (
        <p className="glance__more">
          {/* Every song by title, or the longest unsung first, each with its request (the song
              list's types check the search). */}
          <Link
            to="/{-$locale}/songlist"
            params={{ locale: prefix }}
            search={{ view: 'songs', sort: requestListSort }}
          >
            {t`リクエストできる${songCount}曲`}
          </Link>
        </p>
      )}
    </section>
  )
}
