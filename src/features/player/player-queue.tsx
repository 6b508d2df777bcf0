import { useLingui } from '@lingui/react/macro'
import { type Dispatch, useState } from 'react'

import { formatLongDate } from '#src/i18n/calendar-format.ts'
import { DebutMark } from '#src/shared/debut/debut-mark.tsx'
import { shownArtist } from '#src/shared/ui/artist-name.tsx'

import { Icon } from './icons.tsx'
import type { PlayerAction, SleepTimer } from './player-state.ts'
import type { Queue } from './queue-model.ts'
import { type PerformanceIndex, performanceOf } from './resolve-queue.ts'
import { SaveQueue } from './save-queue.tsx'
import { SleepTimerChoice } from './sleep-timer-control.tsx'

/**
 * The queue in play order: each entry plays when chosen, moves up or down (buttons, or a drag with
 * a pointer) and can be taken out; "clear" keeps only what plays; the whole queue (its link's
 * `code`) can be saved into マイリスト; the sleep timer is set here.
 */
export function PlayerQueue({
  id,
  queue,
  code,
  index,
  sleep,
  dispatch,
}: {
  id: string
  queue: Queue
  code: string
  index: PerformanceIndex
  sleep: SleepTimer | null
  dispatch: Dispatch<PlayerAction>
}) {
  const { t } = useLingui()
  const [dragged, setDragged] = useState<number | null>(null)
  const last = queue.entries.length - 1
  return (
    <div id={id} className="player__queue">
      <div className="player__queue-head">
        <h2 className="player__queue-heading">{t`再生キュー`}</h2>
        {last > 0 && (
          <button
            type="button"
            className="player__queue-clear"
            onClick={() => dispatch({ type: 'clear' })}
          >
            {t`キューを空にする`}
          </button>
        )}
        <SaveQueue code={code} />
        <SleepTimerChoice sleep={sleep} dispatch={dispatch} />
      </div>
      <ol>
        {queue.entries.map((entry, i) => {
          const p = performanceOf(index, entry)
          if (!p) return null
          const current = i === queue.position
          const { songName } = p
          return (
            <li
              key={`${entry.videoId}@${String(entry.startSeconds)}@${String(i)}`}
              className="player__entry"
              aria-current={current ? 'true' : undefined}
              draggable
              onDragStart={() => setDragged(i)}
              onDragOver={(event) => dragged !== null && event.preventDefault()}
              onDrop={() => {
                if (dragged !== null) dispatch({ type: 'move', from: dragged, to: i })
                setDragged(null)
              }}
              onDragEnd={() => setDragged(null)}
            >
              <button
                type="button"
                className="player__entry-play"
                onClick={() => dispatch({ type: 'jump', position: i })}
              >
                <span className="player__entry-title" lang="ja">
                  {p.songName}
                </span>
                <span className="player__entry-meta">
                  <span lang="ja">{shownArtist(p.singer)}</span>
                  {p.dateVisible && <time dateTime={p.isoDate}>{formatLongDate(p.isoDate)}</time>}
                  {p.debut && <DebutMark />}
                </span>
                {current && <span className="visually-hidden">{t`（再生中）`}</span>}
              </button>
              <button
                type="button"
                className="player__entry-move"
                disabled={i === 0}
                onClick={() => dispatch({ type: 'move', from: i, to: i - 1 })}
              >
                <Icon name="unfold" />
                <span className="visually-hidden">{t`「${songName}」を上へ`}</span>
              </button>
              <button
                type="button"
                className="player__entry-move"
                disabled={i === last}
                onClick={() => dispatch({ type: 'move', from: i, to: i + 1 })}
              >
                <Icon name="fold" />
                <span className="visually-hidden">{t`「${songName}」を下へ`}</span>
              </button>
              <button
                type="button"
                className="player__entry-remove"
                onClick={() => dispatch({ type: 'remove', index: i })}
              >
                <Icon name="close" />
                <span className="visually-hidden">{t`「${songName}」をキューから外す`}</span>
              </button>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
