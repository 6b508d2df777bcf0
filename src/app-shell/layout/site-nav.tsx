import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'

export function SiteNav() {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const params = { locale: prefix }
  return (
    <nav className="site-nav" aria-label={t`メインメニュー`}>
      <ul>
        <li>
          <Link to="/{-$locale}" params={params} activeOptions={{ exact: true }}>
            {t`ホーム`}
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/about" params={params}>
            {t`プロフィール`}
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/songlist" params={params}>
            {t`歌リスト`}
          </Link>
        </li>
        <li>
          <Link to="/{-$locale}/contribute" params={params}>
            {t`協力`}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
