import { useLingui } from '@lingui/react/macro'
import { pageReloadGuard } from './reload-guard'

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
  const { t } = useLingui()
  const retry = () => {
    pageReloadGuard.endEpisode(window.location.pathname)
    window.location.reload()
  }
  return (
    <div className="retry-reload">
      <p>{t`ページの一部を読み込めませんでした。接続を確かめて、もう一度お試しください。`}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {t`再読み込み`}
      </button>
    </div>
  )
}
