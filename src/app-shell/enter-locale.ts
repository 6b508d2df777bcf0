import { activateLocale, preloadCatalogs, routeCatalogs } from '#src/i18n/catalog.ts'
import type { PartCatalog } from '#src/i18n/catalog-parts.ts'
import { localeOfParams } from '#src/i18n/locale-param.ts'
import type { Locale } from '#src/i18n/locales.ts'
import { loadContent, routeContent } from '#src/shared/content/load-content.ts'
import type { PageContent, PagePart } from '#src/shared/content/types.ts'

/** What every page below the `{-$locale}` route finds in its route context. */
export interface LocaleContext {
  locale: Locale
  /** The URL's explicit prefix (`/ja/…`, `/zh/…`), or none on the unprefixed Japanese pages. */
  prefix: Locale | undefined
  content: PageContent
}

type MatchedRoutes = ReadonlyArray<{
  staticData?: { catalog?: PartCatalog | readonly PartCatalog[]; content?: PagePart }
}>

/**
 * The `{-$locale}` route's `beforeLoad`: the one place the URL's prefix becomes the page's locale.
 * It activates the locale's catalogs and the page's own, loads that language's content (the
 * site's and the page's own part), and hands all pages below the locale, whether the URL names it
 * (`prefix`) and the content, as route context. A preload (a hover on the language switch)
 * fetches the same and switches nothing.
 */
export async function enterLocale(
  params: { locale?: string | undefined },
  preload: boolean,
  matches: MatchedRoutes,
): Promise<LocaleContext> {
  const locale = localeOfParams(params)
  const catalogs = routeCatalogs(matches)
  const [content] = await Promise.all([
    loadContent(locale, routeContent(matches)),
    preload ? preloadCatalogs(locale, ['messages', ...catalogs]) : activateLocale(locale, catalogs),
  ])
  return { locale, prefix: params.locale === undefined ? undefined : locale, content }
}
