import { type Messages, setupI18n } from '@lingui/core'

import type { PartCatalog } from './catalog-parts.ts'
import { type Locale, type LocaleTag, localeTag } from './locales.ts'

/** The app's single Lingui instance; routes activate the URL's locale before rendering. */
export const i18n = setupI18n()

if (import.meta.env.DEV) {
  i18n.on('missing', ({ locale, id }) => {
    console.warn(`Missing translation in "${locale}" for message "${id}"`)
  })
}

// A page downloads the messages it shows, not every page's (the parts: catalog-parts.ts).
type CatalogName = 'messages' | PartCatalog

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's own catalogs, loaded with the locale's before the page renders. */
    catalog?: PartCatalog | readonly PartCatalog[]
  }
}

type CatalogModule = { messages: Messages }
export type CatalogImporter = (tag: LocaleTag, name: CatalogName) => Promise<CatalogModule>

// One chunk per catalog and locale.
const importCatalog: CatalogImporter = (tag, name) => import(`../locales/${tag}/${name}.po`)

// The part catalogs this page has needed so far: a change of language loads them all again, so a
// part already shown (the player, the open charts) speaks the new language at once.
const wanted = new Set<PartCatalog>()
// `tag/name` of each catalog merged into i18n. A catalog that failed to load is tried again.
const loaded = new Set<string>()

async function loadCatalog(tag: LocaleTag, name: CatalogName, importer: CatalogImporter) {
  if (loaded.has(`${tag}/${name}`)) return
  const { messages } = await importer(tag, name)
  i18n.load(tag, messages)
  loaded.add(`${tag}/${name}`)
}

/** The part catalogs the matched routes name (`staticData.catalog`). */
export function routeCatalogs(
  matches: ReadonlyArray<{ staticData?: { catalog?: PartCatalog | readonly PartCatalog[] } }>,
): PartCatalog[] {
  return matches.flatMap((m) => m.staticData?.catalog ?? [])
}

/**
 * Loads the locale's catalogs and activates it: the site's own, `parts` and every part catalog
 * loaded before. A catalog that fails to load rejects, like a route chunk that fails, and is
 * reported the same way. The locale is activated once its site catalog is in, even when a part
 * failed (the error page speaks it); without its site catalog the page keeps the language it had,
 * since the new one would show message ids instead of text.
 */
export async function activateLocale(
  locale: Locale,
  parts: readonly PartCatalog[] = [],
  importer: CatalogImporter = importCatalog,
): Promise<void> {
  const tag = localeTag(locale)
  for (const part of parts) wanted.add(part)
  const loads = await Promise.allSettled([
    loadCatalog(tag, 'messages', importer),
    ...[...wanted].map((p) => loadCatalog(tag, p, importer)),
  ])
  if (i18n.locale !== tag && loaded.has(`${tag}/messages`)) i18n.activate(tag)
  const failed = loads.find((load) => load.status === 'rejected')
  if (failed) throw failed.reason
}

/**
 * Adds a part catalog to the active locale's messages, for code loaded on demand (the player, the
 * charts, the report dialog). A failed load rejects, to be reported where the part was opened.
 */
export async function loadMessages(
  part: PartCatalog,
  importer: CatalogImporter = importCatalog,
): Promise<void> {
  wanted.add(part)
  await loadCatalog(i18n.locale as LocaleTag, part, importer)
}

/**
 * Fetches catalogs ahead of a navigation that will need them (a link's preload, the idle
 * prefetch) without changing the page's messages. Failures stay silent: the navigation retries.
 */
export function preloadCatalogs(
  locale: Locale,
  names: readonly CatalogName[],
  importer: CatalogImporter = importCatalog,
): Promise<void> {
  const tag = localeTag(locale)
  return Promise.all(names.map((name) => importer(tag, name))).then(
    () => undefined,
    (error: unknown) => console.debug('Catalog preload failed', error),
  )
}
