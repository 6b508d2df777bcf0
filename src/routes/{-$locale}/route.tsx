import { createFileRoute } from '@tanstack/react-router'

import { enterLocale, type LocaleContext } from '#src/app-shell/enter-locale.ts'
import { NotFoundPage } from '#src/app-shell/errors/not-found-page.tsx'
import { localeOfParams, parseLocaleParams } from '#src/i18n/locale-param.ts'
import { feedLinks } from '#src/shared/feeds/feed-paths.ts'
import { manifestLinks } from '#src/shared/seo/web-app.ts'

export const Route = createFileRoute('/{-$locale}')({
  params: { parse: parseLocaleParams },
  // The return type is written out: the matches' own types include it.
  beforeLoad: ({ params, preload, matches }): Promise<LocaleContext> =>
    enterLocale(params, preload, matches),
  // Every page, the 404 pages too, names its language's feeds for readers to find, and the
  // manifest of its URL form for a browser to install.
  head: ({ params }) => ({
    links: [...feedLinks(localeOfParams(params)), ...manifestLinks(params)],
  }),
  // An unknown path under a known prefix (/zh/nope): the 404 page in that prefix's language.
  notFoundComponent: NotFoundPage,
})
