import { useLingui } from '@lingui/react/macro'
import { HeadContent, Link, Outlet } from '@tanstack/react-router'
import { useEffect } from 'react'

import { useAppError } from '#src/app-shell/errors/app-errors.ts'
import { ErrorPage } from '#src/app-shell/errors/error-page.tsx'
import { ThemeToggle } from '#src/app-shell/theme/theme-toggle.tsx'
import { LoadFailureNotice } from '#src/app-shell/update/chunk-error-notices.tsx'
import { PlayerHost } from '#src/features/player/player-host.tsx'
import { setDocumentLang } from '#src/i18n/document-lang.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { useLoadedSiteContent } from '#src/shared/content/use-content.ts'
import { playerSkipSlot } from '#src/shared/playlist/player-anchors.ts'

import { LanguageSwitch } from './language-switch.tsx'
import { MyListLink } from './my-list-link.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteNav } from './site-nav.tsx'

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
