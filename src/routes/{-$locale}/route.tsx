import { createFileRoute } from '@tanstack/react-router'
import { enterLocale, type LocaleContext } from '../../app-shell/enter-locale'
import { NotFoundPage } from '../../app-shell/errors/not-found-page'
import { parseLocaleParams } from '../../i18n/locale-param'

export const Route = createFileRoute('/{-$locale}')({
  params: { parse: parseLocaleParams },
  // The return type is written out: the matches' own types include it.
  beforeLoad: ({ params, preload, matches }): Promise<LocaleContext> =>
    enterLocale(params, preload, matches),
  // An unknown path under a known prefix (/zh/nope): the 404 page in that prefix's language.
  notFoundComponent: NotFoundPage,
})
