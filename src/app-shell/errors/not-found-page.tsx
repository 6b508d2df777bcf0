import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'

export function NotFoundPage() {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const path = useRouterState({ select: (s) => s.location.pathname })
  const title = t`ページが見つかりません`
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <title>{title}</title>
      <p className="error-page__status">404</p>
      <h1 id="not-found-title">{title}</h1>
      <p>{t`ページが見つかりません: ${path}`}</p>
      <Link to="/{-$locale}" params={{ locale: prefix }}>
        {t`ホームへ戻る`}
      </Link>
    </section>
  )
}
