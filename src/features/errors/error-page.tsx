import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useCurrentLocale } from '../../i18n/use-locale'
import { errorStatus } from './error-status'

export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const status = errorStatus(error)
  const title = t`サーバーエラーが発生しました`
  return (
    <section className="error-page" aria-labelledby="error-title">
      <title>{title}</title>
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{title}</h1>
      <p>{t`ページの表示中にエラーが起きました。時間をおいてもう一度お試しください。`}</p>
      <Link to="/{-$locale}" params={{ locale: prefix }}>
        {t`ホームへ戻る`}
      </Link>
    </section>
  )
}
