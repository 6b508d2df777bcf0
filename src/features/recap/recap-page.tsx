import { useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'

import { formatInteger, formatLongDate } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import { useToday } from '#src/shared/ui/use-today.ts'

import { RecapDebuts } from './recap-debuts.tsx'
import { RecapMonths } from './recap-months.tsx'

import './recap.css'

const route = getRouteApi('/{-$locale}/recap/$year')

/**
 * A year of streams at a glance: totals, the most sung, the months, the longest stream, the
 * year's debuts.
 */
export function RecapPage() {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const { figures } = route.useLoaderData()
  const today = useToday()
  const year = String(figures.year)
  const { longest } = figures
  const times = (count: number) => {
    const n = formatInteger(count)
    return t`${n}回`
  }
  const songCount = (count: number) => {
    const n = formatInteger(count)
    return t`${n}曲`
  }
  const totals = [
    { label: t`歌枠`, value: figures.streams, unit: t`回` },
    { label: t`歌った曲`, value: figures.songs, unit: t`曲` },
    { label: t`のべ`, value: figures.performances, unit: t`曲` },
    { label: t`初披露`, value: figures.debuts, unit: t`曲` },
  ]
  return (
    <article className="page recap" aria-labelledby="recap-title">
      <header className="page-header">
        <h1 id="recap-title">{t`${year}年のまとめ`}</h1>
        {today?.startsWith(year) && <p className="recap__note">{t`${year}年はまだ途中です。`}</p>}
      </header>
      <dl className="glance__stats recap__totals">
        {totals.map(({ label, value, unit }) => (
          <div key={label} className="stat card">
            <dt>{label}</dt>
            <dd>
              <span className="stat__value">{formatInteger(value)}</span> {unit}
            </dd>
          </div>
        ))}
      </dl>
      <div className="recap__columns">
        <section className="recap__section" aria-labelledby="recap-songs">
          <h2 id="recap-songs">{t`よく歌った曲`}</h2>
          <ol className="recap__top">
            {figures.topSongs.map(({ song, count }) => (
              <li key={song.key}>
                <Link
                  to="/{-$locale}/songs/$slug"
                  params={{ locale: prefix, slug: song.slug }}
                  lang="ja"
                >
                  {song.songName}
                </Link>{' '}
                <span className="recap__count">{times(count)}</span>
              </li>
            ))}
          </ol>
        </section>
        <section className="recap__section" aria-labelledby="recap-artists">
          <h2 id="recap-artists">{t`よく歌ったアーティスト`}</h2>
          <ol className="recap__top">
            {figures.topArtists.map(({ name, count }) => (
              <li key={name}>
                <span lang="ja">{name}</span> <span className="recap__count">{times(count)}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <RecapMonths streams={figures.monthStreams} sung={figures.months} />
      {longest && (
        <section className="recap__section" aria-labelledby="recap-longest">
          <h2 id="recap-longest">{t`いちばん多く歌った配信`}</h2>
          <p>
            <Link
              to="/{-$locale}/streams/$stream"
              params={{ locale: prefix, stream: streamSlug(longest.file) }}
              lang="ja"
            >
              {longest.name}
            </Link>{' '}
            {longest.dateVisible && (
              <time dateTime={longest.isoDate}>{formatLongDate(longest.isoDate)}</time>
            )}{' '}
            <span className="recap__count">{songCount(longest.performances.length)}</span>
          </p>
        </section>
      )}
      {figures.debutSongs.length > 0 && (
        <section className="recap__section" aria-labelledby="recap-debuts">
          <h2 id="recap-debuts">{t`${year}年に初披露した曲`}</h2>
          <RecapDebuts songs={figures.debutSongs} />
        </section>
      )}
      <p>
        <Link to="/{-$locale}/songlist" params={{ locale: prefix }} search={{ debut: 'only' }}>
          {t`歌リストで初披露の曲を見る`}
        </Link>
      </p>
    </article>
  )
}
