import { createRootRoute } from '@tanstack/react-router'
import { ErrorPage } from '../features/errors/error-page'
import { NotFoundPage } from '../features/errors/not-found-page'
import { DefaultLayout } from '../layout/default-layout'
import { activateLocale } from '../i18n/catalog'
import { localeFromPathname } from '../i18n/locales'

export const Route = createRootRoute({
  // A preload (hover on the language switch) must not switch the visible page's language.
  beforeLoad: ({ location, preload }) =>
    preload ? undefined : activateLocale(localeFromPathname(location.pathname)),
  component: DefaultLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: ErrorPage,
})
