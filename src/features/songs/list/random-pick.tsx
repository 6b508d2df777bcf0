import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'

import { PerformanceLink } from '#src/features/songs/rows/performance-link.tsx'
import type { Performance } from '#src/shared/song-model/song-model.ts'
import { shownArtist } from '#src/shared/ui/artist-name.tsx'

/** Picks one performance among those the filters leave; randomness only on click. */
export function RandomPick({ pool }: { pool: () => Performance[] }) {
  const { t } = useLingui()
  const [picked, setPicked] = useState<Performance | null>(null)
  const pick = () => {
    const performances = pool()
    setPicked(performances[Math.floor(Math.random() * performances.length)] ?? null)
  }
  return (
    <div className="song-random">
      <button type="button" onClick={pick}>
        {t`ランダムに1曲選ぶ`}
      </button>
      <p aria-live="polite" className="song-random__result">
        {picked && (
          <>
            <span className="song-name" lang="ja">
              {picked.songName}
            </span>{' '}
            <span className="song-singer" lang="ja">
              {shownArtist(picked.singer)}
            </span>{' '}
            <PerformanceLink performance={picked} />
          </>
        )}
      </p>
    </div>
  )
}
