import { type LocaleEntry, locales as siteLocales } from '#src/i18n/locales.ts'
import { pageCollections, pages } from '#src/lib/page-table.ts'
import { localizedPath } from '#src/shared/seo/page-urls.ts'
import { notFoundPages } from '#src/shared/seo/prerender-targets.ts'

/** A `_redirects` rule in the shape Netlify's parser (`@netlify/redirect-parser`) returns. */
export interface EdgeRule {
  from: string
  to: string
  status: number
  force: boolean
  conditions: { Language?: string[] }
}

/**
 * The rules the committed `_redirects` must hold, in order: each unprefixed page (and each page of
 * a collection) sends a visitor whose language is another locale to that locale's form (forced, since the default page exists as
 * a file), then the 404 pages, the catch-all last (not forced, so real files are never shadowed).
 */
export function edgeRules(table: readonly LocaleEntry[] = siteLocales): EdgeRule[] {
  const languageRedirects = table.slice(1).flatMap((l) => {
    const redirect = (from: string, to: string) => ({
      from,
      to,
      status: 302,
      force: true,
      conditions: { Language: [l.code] },
    })
    return [
      ...pages.map(({ path }) => redirect(path, localizedPath(path, l.code, table))),
      ...pageCollections.map(({ folder }) =>
        redirect(`${folder}*`, `${localizedPath(folder, l.code, table)}:splat`),
      ),
    ]
  })
  const [catchAll, ...localeNotFound] = notFoundPages(table)
  const notFound = [...localeNotFound, ...(catchAll ? [catchAll] : [])].map(
    ({ pattern, file }) => ({
      from: pattern,
      to: `/${file}`,
      status: 404,
      force: false,
      conditions: {},
    }),
  )
  return [...languageRedirects, ...notFound]
}
