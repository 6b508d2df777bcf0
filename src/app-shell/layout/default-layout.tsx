import { useLingui } from '@lingui/react/macro'
import { HeadContent, Link, Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'
import { setDocumentLang } from '../../i18n/document-lang'
import { playerSkipSlot } from '../../shared/playlist/player-anchors'
import { useLoadedSiteContent } from '../../shared/content/use-content'
import { useCurrentLocale } from '../../i18n/use-locale'
import { ErrorPage } from '../errors/error-page'
import { LoadFailureNotice } from '../update/chunk-error-notices'
import { useAppError } from '../errors/app-errors'
import { LanguageSwitch } from './language-switch'
import { MyListLink } from './my-list-link'
import { SiteFooter } from './site-footer'
import { SiteNav } from './site-nav'
import { ThemeToggle } from '../theme/theme-toggle'
import { PlayerHost } from '../../features/player/player-host'

/** The layout named `default`: header (site name, language, theme, page tabs), main, notices. */
export function DefaultLayout() {
  const { t } = useLingui()
  const content = useLoadedSiteContent()
  const { record, prefix } = useCurrentLocale()
  const appError = useAppError()

  // The one place the document's language follows the page (the prerender writes it first).
  useEffect(() => setDocumentLang(record.tag), [record.tag])

  return (
    <div className="layout layout--default">
      <HeadContent />
      <a className="skip-link" href="#main">
        {t`本文へスキップ`}
      </a>
      {/* The open player puts its own skip link here, so every page's code stays without it. */}
      <div id={playerSkipSlot} />
      <header className="site-header">
        <div className="site-header__bar">
          <Link to="/{-$locale}" params={{ locale: prefix }} className="site-name">
            {content && <img src={content.site.logo} width="36" height="36" alt="" />}
            {content?.site.name}
          </Link>
          <div className="site-header__tools">
            <MyListLink />
            <LanguageSwitch />
            <ThemeToggle />
          </div>
        </div>
        <SiteNav />
      </header>
      <main id="main" tabIndex={-1}>
        <LoadFailureNotice />
        {appError ? <ErrorPage error={appError.error} /> : <Outlet />}
      </main>
      <SiteFooter />
      <PlayerHost />
    </div>
  )
}
