import { contentParts } from 'virtual:content'

import type { Locale } from '#src/i18n/locales.ts'

import type { PageContent, PagePart } from './types.ts'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's own content part, loaded in the page's language with the site's. */
    content?: PagePart
  }
}

/** The content parts the matched routes name (`staticData.content`). */
export function routeContent(
  matches: ReadonlyArray<{ staticData?: { content?: PagePart } }>,
): PagePart[] {
  return matches.flatMap((m) => (m.staticData?.content ? [m.staticData.content] : []))
}

/** The site's content and `parts` in one language, each a chunk of its own. */
export async function loadContent(
  locale: Locale,
  parts: readonly PagePart[],
): Promise<PageContent> {
  const [site, ...own] = await Promise.all([
    contentParts.site[locale](),
    ...parts.map(async (part) => [part, await contentParts[part][locale]()] as const),
  ])
  return { ...site, ...Object.fromEntries(own) }
}

/** Fetches content parts ahead of a navigation that will need them. Failures stay silent. */
export function preloadContent(locale: Locale, parts: readonly PagePart[]): Promise<void> {
  return loadContent(locale, parts).then(
    () => undefined,
    (error: unknown) => console.debug('Content preload failed', error),
  )
}
