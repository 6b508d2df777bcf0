import { useLingui } from '@lingui/react/macro'

import { LOAD_FAILURE_ID } from './first-load-recovery.ts'
import { pageReloadGuard } from './reload-guard.ts'

/** Shown for the moment between a failed chunk and the page reload it triggers. */
export function ReloadingNotice() {
  const { t } = useLingui()
  return (
    <p className="reloading-notice" role="status">
      {t`最新のページを読み込み直しています…`}
    </p>
  )
}

/** Offered once the reload guard has refused another automatic reload; a retry starts afresh. */
export function RetryReload() {
  const retry = () => {
    pageReloadGuard.endEpisode(window.location.pathname)
    window.location.reload()
  }
  return <RetryNotice onRetry={retry} />
}

/**
 * The same notice, prerendered hidden into every page for a first load that fails before React
 * runs (first-load-recovery.ts shows it and wires its button): its text is in the page already,
 * so it needs no catalog, no chunk and no network.
 */
export function LoadFailureNotice() {
  return <RetryNotice id={LOAD_FAILURE_ID} hidden />
}

function RetryNotice(props: { id?: string; hidden?: boolean; onRetry?: () => void }) {
  const { t } = useLingui()
  return (
    <div className="retry-reload" id={props.id} hidden={props.hidden} role="alert" tabIndex={-1}>
      <p>{t`ページの一部を読み込めませんでした。接続を確かめて、もう一度お試しください。`}</p>
      <button type="button" className="button button--primary" onClick={props.onRetry}>
        {t`再読み込み`}
      </button>
    </div>
  )
}
