import { useLingui } from '@lingui/react/macro'

import { SungItem } from '#src/features/songs/rows/setlist-rows.tsx'
import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import type { Song } from '#src/shared/song-model/song-model.ts'

/** Every performance of a song, newest first, each with its stream's page and its moment. */
export function SongPerformances({ song }: { song: Song }) {
  const { t } = useLingui()
  const format = useSongFormat()
  return (
    <section className="song-page__section" aria-labelledby="song-page-performances">
      <h2 id="song-page-performances">{t`歌った配信`}</h2>
      <ol className="song-setlist">
        {song.performances.map((p) => (
          <SungItem key={p.id} performance={p} format={format} />
        ))}
      </ol>
    </section>
  )
}
