import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import type { SongModel, Stream } from '#src/shared/song-model/song-model.ts'

import { streamNeighbours } from './stream-neighbours.ts'

function NeighbourLink({ stream, rel }: { stream: Stream; rel: 'prev' | 'next' }) {
  const { t } = useLingui()
  const format = useSongFormat()
  const { prefix } = useCurrentLocale()
  return (
    <Link
      to="/{-$locale}/streams/$stream"
      params={{ locale: prefix, stream: streamSlug(stream.file) }}
      rel={rel}
      className={`stream-nav__link stream-nav__link--${rel}`}
    >
      <span className="stream-nav__label">{rel === 'prev' ? t`前の配信` : t`次の配信`}</span>
      {stream.dateVisible && <time dateTime={stream.isoDate}>{format.date(stream.isoDate)}</time>}
      <span lang="ja">{stream.name}</span>
    </Link>
  )
}

/** The streams just before and after this one, in date order. */
export function StreamNavigation({ model, stream }: { model: SongModel; stream: Stream }) {
  const { t } = useLingui()
  const { previous, next } = streamNeighbours(model, stream.file)
  if (!previous && !next) return null
  return (
    <nav className="stream-nav" aria-label={t`前後の配信`}>
      {previous && <NeighbourLink stream={previous} rel="prev" />}
      {next && <NeighbourLink stream={next} rel="next" />}
    </nav>
  )
}
