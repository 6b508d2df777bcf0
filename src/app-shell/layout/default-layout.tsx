import { useLingui } from '@lingui/react/macro'
import { HeadContent, Link, Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { setDocumentLang } from '../../i18n/document-lang'
import { site } from '../../shared/content/content'
import { useLocalized } from '../../shared/content/use-localized'
import { useCurrentLocale } from '../../i18n/use-locale'
import { ErrorPage } from '../errors/error-page'
import { useAppError } from '../errors/app-errors'
import { LanguageSwitch } from './language-switch'
import { SiteFooter } from './site-footer'
import { SiteNav } from './site-nav'
import { ThemeToggle } from '../theme/theme-toggle'
import { PlayerHost } from '../../features/player/player-host'

/** The layout named `default`: header (site name, language, theme, page tabs), main, notices. */
export function DefaultLayout() {
  const { t } = useLingui()
  const text = useLocalized()
  const { record, prefix } = useCurrentLocale()
  const appError = useAppError()

  useEffect(() => setDocumentLang(record.tag), [record.tag])

  return (
    <div className="layout layout--default">
      <HeadContent />
      <a className="skip-link" href="#main">
        {t`本文へスキップ`}
      </a>
      <header className="site-header">
        <div className="site-header__bar">
          <Link to="/{-$locale}" params={{ locale: prefix }} className="site-name">
            <img src={site.logo} width="36" height="36" alt="" />
            {text(site.name)}
          </Link>
          <div className="site-header__tools">
            <LanguageSwitch />
            <ThemeToggle />
          </div>
        </div>
        <SiteNav />
      </header>
      <main id="main" tabIndex={-1}>
        {appError ? <ErrorPage error={appError.error} /> : <Outlet />}
      </main>
      <SiteFooter />
      <PlayerHost />
    </div>
  )
}
