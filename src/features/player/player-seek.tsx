import { useLingui } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'

import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'

import type { TimeStore } from './time-store.ts'

/**
 * A slider over the current performance's segment, not the whole video, with the time elapsed in
 * it and its length. Moving it seeks within the segment; past its end the next entry plays.
 */
export function PlayerSeek({
  times,
  start,
  end,
  onSeek,
}: {
  times: TimeStore
  start: number
  /** Null: the segment runs to the video's end, known once the video has loaded. */
  end: number | null
  onSeek: (seconds: number) => void
}) {
  const { t } = useLingui()
  const { time, duration } = useSyncExternalStore(times.subscribe, times.snapshot, times.snapshot)
  const length = Math.max(0, Math.round((end ?? duration) - start))
  const elapsed = Math.min(length, Math.max(0, Math.round(time - start)))
  const shownElapsed = formatSongTime(elapsed)
  const shownLength = length > 0 ? formatSongTime(length) : '-:--'
  return (
    <div className="player__seek">
      <span className="player__time" aria-hidden="true">
        {shownElapsed}
      </span>
      <input
        type="range"
        min={0}
        max={length}
        step={1}
        value={elapsed}
        disabled={length === 0}
        aria-label={t`再生位置`}
        aria-valuetext={t`${shownElapsed} / ${shownLength}`}
        onChange={(event) => onSeek(start + Number(event.currentTarget.value))}
      />
      <span className="player__time" aria-hidden="true">
        {shownLength}
      </span>
    </div>
  )
}
