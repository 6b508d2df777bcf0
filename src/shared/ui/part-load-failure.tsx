import { useLingui } from '@lingui/react/macro'

import './part-load-failure.css'

/** The parts of a page that load on demand, each named in the notice of its failure. */
export type OnDemandPart = 'player' | 'charts' | 'report' | 'setlist-check' | 'menu' | 'song-data'

interface PartLoadFailureProps {
  /** The part, or what a feature says of a part of its own, in its own catalog. */
  part: OnDemandPart | { what: string }
  onRetry: () => void
  /** A notice that floats over the page (where the part has no place of its own) can be closed. */
  onDismiss?: () => void
}

/**
 * What a part loaded on demand shows once its load failed (on-demand.ts): what did not load and a
 * button that loads it again. Its text is the site's own catalog, always there before any part is
 * asked for, so it never depends on the catalog that failed to load.
 */
export function PartLoadFailure({ part, onRetry, onDismiss }: PartLoadFailureProps) {
  const { t } = useLingui()
  const what: Record<OnDemandPart, string> = {
    player: t`プレーヤーを読み込めませんでした。`,
    charts: t`統計を読み込めませんでした。`,
    report: t`報告の画面を読み込めませんでした。`,
    'setlist-check': t`確かめる仕組みを読み込めませんでした。`,
    menu: t`メニューを読み込めませんでした。`,
    'song-data': t`歌のデータを読み込めませんでした。`,
  }
  return (
    <div className={`part-failure${onDismiss ? ' part-failure--floating' : ''}`} role="alert">
      <p>
        {typeof part === 'string' ? what[part] : part.what}{' '}
        {t`通信を確かめて、もう一度お試しください。`}
      </p>
      <p className="part-failure__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {t`もう一度読み込む`}
        </button>
        {onDismiss && (
          <button type="button" className="button button--secondary" onClick={onDismiss}>
            {t`閉じる`}
          </button>
        )}
      </p>
    </div>
  )
}
