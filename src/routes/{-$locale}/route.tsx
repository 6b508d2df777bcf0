import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../app-shell/errors/not-found-page'
import { activateLocale, preloadCatalogs, routeCatalogs } from '../../i18n/catalog'
import { localeOfParams, parseLocaleParams } from '../../i18n/locale-param'

export const Route = createFileRoute('/{-$locale}')({
  params: { parse: parseLocaleParams },
  // The locale's catalog and the page's own, together. A preload (hover on the language switch)
  // only fetches them: it must not switch the visible page's language.
  beforeLoad: ({ params, preload, matches }) => {
    const locale = localeOfParams(params)
    const parts = routeCatalogs(matches)
    return preload ? preloadCatalogs(locale, ['messages', ...parts]) : activateLocale(locale, parts)
  },
  // An unknown path under a known prefix (/zh/nope): the 404 page in that prefix's language.
  notFoundComponent: NotFoundPage,
})
