import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import type { Song, SongModel } from '#src/shared/song-model/song-model.ts'
import { shownArtist } from '#src/shared/ui/artist-name.tsx'

import { oftenSungWith } from './often-sung-with.ts'

/** The songs most often in the same setlists as this one, each a link to its page. */
export function SungWith({ model, song }: { model: SongModel; song: Song }) {
  const { t } = useLingui()
  const format = useSongFormat()
  const { prefix } = useCurrentLocale()
  const others = oftenSungWith(model, song.key)
  if (others.length === 0) return null
  return (
    <section className="song-page__section" aria-labelledby="song-page-sung-with">
      <h2 id="song-page-sung-with">{t`同じ配信でよく歌う曲`}</h2>
      <ol className="song-page__sung-with">
        {others.map(({ song: other, streams }) => {
          const count = format.number(streams)
          return (
            <li key={other.key}>
              <Link
                to="/{-$locale}/songs/$slug"
                params={{ locale: prefix, slug: other.slug }}
                lang="ja"
              >
                {other.songName}
              </Link>{' '}
              <span className="song-singer" lang="ja">
                {shownArtist(other.singer)}
              </span>{' '}
              <span className="song-page__together">{t`${count}回の配信で一緒`}</span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
