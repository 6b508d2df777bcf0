import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { ReloadingNotice, RetryReload } from '#src/app-shell/update/chunk-error-notices.tsx'
import { useChunkErrorRecovery } from '#src/app-shell/update/use-chunk-error-recovery.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'

import { errorStatus } from './error-status.ts'

export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const recovery = useChunkErrorRecovery(error)
  const status = errorStatus(error)
  const title = t`サーバーエラーが発生しました`
  if (recovery === 'reload') return <ReloadingNotice />
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{title}</title>
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>{t`ページの表示中にエラーが起きました。時間をおいてもう一度お試しください。`}</p>
      {recovery === 'refused' && <RetryReload />}
      <Link to="/{-$locale}" params={{ locale: prefix }}>
        {t`ホームへ戻る`}
      </Link>
    </section>
  )
}
