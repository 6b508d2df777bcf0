import { useLingui } from '@lingui/react/macro'

import { useUndoExpiry } from './undo-offer.ts'

/**
 * Said once the visitor closed the player, with a button that brings its queue back (going back
 * one entry in the history, as Back would); it goes away by itself after ten seconds.
 */
export function PlayerClosed({ onUndo, onDone }: { onUndo: () => void; onDone: () => void }) {
  const { t } = useLingui()
  useUndoExpiry(true, onDone)
  return (
    <aside className="player player__closed" aria-label={t`プレーヤー`}>
      <p role="status" className="player__notice">
        {t`プレーヤーを閉じました。`}{' '}
        <button type="button" className="player__undo" onClick={onUndo}>
          {t`元に戻す`}
        </button>
      </p>
    </aside>
  )
}
