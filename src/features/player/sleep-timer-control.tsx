import { useLingui } from '@lingui/react/macro'
import { type Dispatch, useEffect, useState } from 'react'

import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'

import type { PlayerAction, SleepTimer } from './player-state.ts'
import { sleepIn, sleepMinutes } from './sleep-timer.ts'

/** The sleep timer's choice, in the queue's head: off, a number of minutes, or this song's end. */
export function SleepTimerChoice({
  sleep,
  dispatch,
}: {
  sleep: SleepTimer | null
  dispatch: Dispatch<PlayerAction>
}) {
  const { t } = useLingui()
  const value = !sleep ? 'off' : 'songEnd' in sleep ? 'song' : String(sleep.minutes)
  const choose = (choice: string) => {
    const timer: SleepTimer | null =
      choice === 'off'
        ? null
        : choice === 'song'
          ? { songEnd: true }
          : sleepIn(Number(choice), Date.now())
    dispatch({ type: 'sleep', timer })
  }
  return (
    <label className="player__sleep-choice">
      {t`おやすみタイマー`}
      <select value={value} onChange={(event) => choose(event.target.value)}>
        <option value="off">{t`オフ`}</option>
        {sleepMinutes.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {t`${minutes}分後に停止`}
          </option>
        ))}
        <option value="song">{t`この曲の終わりで停止`}</option>
      </select>
    </label>
  )
}

/**
 * What the sleep timer has left, in the bar, each second by the page's clock; it calls `onDue` once
 * the time is up. Not a live region: a screen reader is not read a countdown.
 */
export function SleepTimerLeft({ sleep, onDue }: { sleep: SleepTimer; onDue: () => void }) {
  const { t } = useLingui()
  const until = 'until' in sleep ? sleep.until : null
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (until === null) return
    const timer = window.setInterval(() => {
      const time = Date.now()
      setNow(time)
      if (time >= until) onDue()
    }, 1000)
    return () => window.clearInterval(timer)
  }, [until, onDue])
  if (until === null) return <span className="player__sleep">{t`この曲の終わりで停止`}</span>
  const left = formatSongTime(Math.max(0, Math.ceil((until - now) / 1000)))
  return <span className="player__sleep">{t`おやすみタイマー 残り${left}`}</span>
}
