import { createMemoryHistory } from '@tanstack/react-router'
import { getSsrStatus } from '@tanstack/react-router/ssr/server'
import { type ReactNode, StrictMode, Suspense } from 'react'
import { renderToString } from 'react-dom/server'

import { App } from './app.tsx'
import { recapPagePath } from './features/recap/recap-head.ts'
import { songPagePath, streamPagePath } from './features/songs/pages/page-heads.ts'
import { activateLocale, routeCatalogs } from './i18n/catalog.ts'
import { localeOfMatches } from './i18n/locale-param.ts'
import { locales, localeTag } from './i18n/locales.ts'
import type { PagePath } from './lib/page-table.ts'
import { createAppRouter } from './router.tsx'
import { loadContent, routeContent } from './shared/content/load-content.ts'
import { type FeedDocument, streamFeed } from './shared/feeds/stream-feed.ts'
import { pageUrl } from './shared/seo/page-urls.ts'
import {
  prerenderTargets as targetsFor,
  sitemapEntries as entriesFor,
} from './shared/seo/prerender-targets.ts'
import { HOME_CARD_PATH, shareCardPath } from './shared/seo/share-card.ts'
import { siteOrigin } from './shared/seo/site-origin.ts'
import { loadSongListData } from './shared/song-data/song-list-data.ts'
import { recapYears } from './shared/song-model/stats/recap-years.ts'

export { PRERENDERED_HEAD_ATTR, PRERENDERED_PATH_ATTR } from './shared/seo/prerendered-markup.ts'
export { siteOrigin }

/** The pages of the collections: one per song, stream and year of streams, from the song data. */
export async function collectionPaths(): Promise<PagePath[]> {
  const { model } = await loadSongListData()
  return [
    ...model.songs.map((song) => songPagePath(song.slug)),
    ...model.streams.map((stream) => streamPagePath(stream.file)),
    ...recapYears(model).map(recapPagePath),
  ]
}

/** The pages with a share card, each with what its card shows (build-src/share-cards). */
export async function shareCardSubjects() {
  const { model } = await loadSongListData()
  return {
    home: { file: HOME_CARD_PATH, songs: model.songs.length, streams: model.streams.length },
    songs: model.songs.map((song) => ({ file: shareCardPath(songPagePath(song.slug)), song })),
    streams: model.streams.map((stream) => ({
      file: shareCardPath(streamPagePath(stream.file)),
      stream,
    })),
  }
}

export const prerenderTargets = (members: readonly PagePath[]) => targetsFor(undefined, members)
export const sitemapEntries = (members: readonly PagePath[]) =>
  entriesFor(siteOrigin, undefined, members)

/** Each language's feed of the newest streams, their debuts as the model marks them. */
export async function feedDocuments(): Promise<FeedDocument[]> {
  const { model } = await loadSongListData()
  const documents: FeedDocument[] = []
  // One language after the other: a feed's text is in the active language.
  for (const { code: locale } of locales) {
    const [content] = await Promise.all([loadContent(locale, []), activateLocale(locale, ['feed'])])
    documents.push(
      streamFeed({
        locale,
        origin: siteOrigin,
        content,
        streams: model.streams,
        streamUrl: (stream) => pageUrl(siteOrigin, streamPagePath(stream.file), locale),
      }),
    )
  }
  return documents
}

export interface RenderedPage {
  /** The markup React renders, head tags (title, meta, link) first as React 19 hoists them. */
  markup: string
  status: number
  lang: string
  /** The matched routes, whose code and CSS the page needs before it hydrates. */
  routeIds: string[]
  /** The catalogs the page loads with its locale's (`src/locales/<lang>/<name>.po`). */
  catalogs: string[]
  /** The content modules the page loads in its language (`virtual:content/<part>/<code>`). */
  contentModules: string[]
}

/**
 * The client's router, which hydrates without TanStack's dehydrated SSR state, wraps the match
 * tree and the root match each in a Suspense boundary that TanStack leaves out when it renders on
 * a server. The prerender renders the same two boundaries, so the markup hydrates as it is.
 */
function ClientBoundaries({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      <Suspense>{children}</Suspense>
    </Suspense>
  )
}

/** Renders one URL the way the client's first render will see it (see src/main.tsx). */
export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  router.update({
    ...router.options,
    // The server would emit an inline restoration script the client never renders: a mismatch.
    scrollRestoration: false,
    InnerWrap: ClientBoundaries,
  })
  await router.load()
  const locale = localeOfMatches(router.state.matches)
  const markup = renderToString(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  )
  return {
    markup,
    status: getSsrStatus(router),
    lang: localeTag(locale),
    routeIds: router.state.matches.map((m) => m.routeId),
    catalogs: ['messages', ...routeCatalogs(router.state.matches)],
    contentModules: ['site', ...routeContent(router.state.matches)].map(
      (part) => `virtual:content/${part}/${locale}`,
    ),
  }
}
