import { useLingui } from '@lingui/react/macro'

import { Setlist } from '#src/features/songs/rows/setlist-rows.tsx'
import { useSongFormat } from '#src/features/songs/use-song-format.ts'
import type { Stream } from '#src/shared/song-model/song-model.ts'

/** A stream's songs in the order sung, each a link to its song's page and to its moment. */
export function StreamSetlist({ stream }: { stream: Stream }) {
  const { t } = useLingui()
  return (
    <section className="song-page__section" aria-labelledby="stream-page-setlist">
      <h2 id="stream-page-setlist">{t`セットリスト`}</h2>
      <Setlist stream={stream} format={useSongFormat()} />
    </section>
  )
}
