import { useLingui } from '@lingui/react/macro'
import { Link, useRouterState } from '@tanstack/react-router'

import { rememberLocale } from '#src/i18n/cookie.ts'
import { locales } from '#src/i18n/locales.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'

import { swapLocalePrefix } from './swap-locale-prefix.ts'

/** Links to the same page in each locale's prefixed form; choosing one remembers it in `nf_lang`. */
export function LanguageSwitch() {
  const { t } = useLingui()
  const { locale, prefix } = useCurrentLocale()
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <nav className="language-switch" aria-label={t`言語`}>
      <ul>
        {locales.map((l) => (
          <li key={l.code}>
            <Link
              to={swapLocalePrefix(pathname, prefix, l.code)}
              search={(prev) => prev}
              lang={l.tag}
              hrefLang={l.tag}
              aria-current={l.code === locale ? 'true' : undefined}
              onClick={() => rememberLocale(l.code)}
            >
              {l.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
