import { createFileRoute } from '@tanstack/react-router'
import { NotFoundPage } from '../../features/errors/not-found-page'
import { activateLocale } from '../../i18n/catalog'
import { localeOfParams, parseLocaleParams } from '../../i18n/locale-param'

export const Route = createFileRoute('/{-$locale}')({
  params: { parse: parseLocaleParams },
  // A preload (hover on the language switch) must not switch the visible page's language.
  beforeLoad: ({ params, preload }) =>
    preload ? undefined : activateLocale(localeOfParams(params)),
  // An unknown path under a known prefix (/zh/nope): the 404 page in that prefix's language.
  notFoundComponent: NotFoundPage,
})
