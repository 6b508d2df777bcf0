import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { formatInteger } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import type { Song } from '#src/shared/song-model/song-model.ts'
import { shownArtist } from '#src/shared/ui/artist-name.tsx'

/** How many of the year's debuts show before the rest fold away. */
export const debutsShown = 12

function DebutItems({ songs }: { songs: readonly Song[] }) {
  const { prefix } = useCurrentLocale()
  return songs.map((song) => (
    <li key={song.key}>
      <Link to="/{-$locale}/songs/$slug" params={{ locale: prefix, slug: song.slug }} lang="ja">
        {song.songName}
      </Link>{' '}
      <span className="recap__count" lang="ja">
        {shownArtist(song.singer)}
      </span>
    </li>
  ))
}

/**
 * The songs first sung in the year, oldest debut first: a real archive has hundreds in a year, so
 * the first few show and the rest fold away, still in the page for find-in-page.
 */
export function RecapDebuts({ songs }: { songs: readonly Song[] }) {
  const { t } = useLingui()
  const rest = songs.slice(debutsShown)
  const more = formatInteger(rest.length)
  return (
    <>
      <ol className="recap__top">
        <DebutItems songs={songs.slice(0, debutsShown)} />
      </ol>
      {rest.length > 0 && (
        <details className="recap__more">
          <summary>{t`ほか${more}曲`}</summary>
          <ol className="recap__top" start={debutsShown + 1}>
            <DebutItems songs={rest} />
          </ol>
        </details>
      )}
    </>
  )
}
