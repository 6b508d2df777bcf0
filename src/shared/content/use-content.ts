import { useMatch } from '@tanstack/react-router'

import type { ContentParts, PageContent, PagePart, SiteContent } from './types.ts'

/**
 * The page's content in its language, loaded by the `{-$locale}` route with the locale; none
 * while that route has not loaded (the shell around a page that failed to load).
 */
export function useLoadedSiteContent(): PageContent | undefined {
  return useMatch({ from: '/{-$locale}', shouldThrow: false, select: (m) => m.context.content })
}

/** The site's content, for a page: its route renders only once the content is there. */
export function useSiteContent(): SiteContent {
  const content = useLoadedSiteContent()
  if (!content) throw new Error('A page rendered before the {-$locale} route loaded its content')
  return content
}

/** The page's own content part (`staticData.content`). */
export function useContent<Part extends PagePart>(part: Part): ContentParts[Part] {
  const content = useLoadedSiteContent()?.[part]
  if (!content) throw new Error(`The page's route does not name the content part "${part}"`)
  return content
}
