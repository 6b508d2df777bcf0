import { useLingui } from '@lingui/react/macro'
import { type Dispatch, useCallback } from 'react'

import { ExternalLink } from '#src/shared/ui/external-link.tsx'

import type { PlayerAction, PlayerState } from './player-state.ts'
import { type PerformanceIndex, performanceOf } from './resolve-queue.ts'
import { useUndoExpiry } from './undo-offer.ts'

/**
 * What the visitor should know now: a skipped video or a silent YouTube (each with the
 * performance's link on YouTube), no connection, a blocked autoplay with a button that starts it,
 * or a queue just replaced or cleared, with a button that brings it back for ten seconds.
 */
export function PlayerNotice({
  state,
  index,
  dispatch,
  onResume,
}: {
  state: PlayerState
  index: PerformanceIndex
  dispatch: Dispatch<PlayerAction>
  onResume: () => void
}) {
  const { t } = useLingui()
  const { notice } = state
  const p = notice ? performanceOf(index, notice.entry) : undefined
  const songName = p?.songName ?? ''
  const { undo } = state
  useUndoExpiry(
    undo,
    useCallback(() => dispatch({ type: 'forgetUndo' }), [dispatch]),
  )
  const count = String(undo?.queue.entries.length ?? 0)
  return (
    <div className="player__notice" role="status">
      {undo && (
        <p>
          {undo.reason === 'replaced'
            ? t`${count}曲のキューを置き換えました。`
            : t`${count}曲のキューを空にしました。`}{' '}
          <button type="button" className="player__undo" onClick={() => dispatch({ type: 'undo' })}>
            {t`元に戻す`}
          </button>
        </p>
      )}
      {state.status === 'blocked' && (
        <p>
          {t`ブラウザが自動再生を止めました。`}{' '}
          <button type="button" className="player__resume" onClick={onResume}>
            {t`再生を始める`}
          </button>
        </p>
      )}
      {notice && p && (
        <p>
          {notice.kind === 'offline' ? (
            t`再生にはインターネット接続が必要です。つながったら、もう一度再生してください。`
          ) : (
            <>
              {notice.kind === 'skipped'
                ? t`「${songName}」はこのサイトでは再生できないため、飛ばしました。`
                : t`YouTube のプレーヤーが応答しません。`}{' '}
              <ExternalLink href={p.link}>{t`YouTube で開く`}</ExternalLink>
            </>
          )}{' '}
          <button
            type="button"
            className="player__dismiss"
            onClick={() => dispatch({ type: 'dismiss' })}
          >
            {t`閉じる`}
            <span className="visually-hidden">{t`: お知らせ`}</span>
          </button>
        </p>
      )}
    </div>
  )
}
