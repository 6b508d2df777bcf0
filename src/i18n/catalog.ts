import { setupI18n, type Messages } from '@lingui/core'
import { localeTag, type Locale, type LocaleTag } from './locales'

/** The app's single Lingui instance; routes activate the URL's locale before rendering. */
export const i18n = setupI18n()

if (import.meta.env.DEV) {
  i18n.on('missing', ({ locale, id }) => {
    console.warn(`Missing translation in "${locale}" for message "${id}"`)
  })
}

type CatalogModule = { messages: Messages }
type CatalogImporter = (tag: LocaleTag) => Promise<CatalogModule>

// One dynamic import per locale, so the build emits a separate small chunk for each catalog.
const importCatalog: CatalogImporter = (tag) => import(`../locales/${tag}/messages.po`)

// A catalog that failed to load is retried on the next activation.
const loaded = new Set<LocaleTag>()

/** Loads and activates the locale's catalog; on failure it logs and falls back to source text. */
export async function activateLocale(
  locale: Locale,
  importer: CatalogImporter = importCatalog,
): Promise<void> {
  const tag = localeTag(locale)
  if (i18n.locale === tag && loaded.has(tag)) return
  try {
    const { messages } = await importer(tag)
    i18n.loadAndActivate({ locale: tag, messages })
    loaded.add(tag)
  } catch (error) {
    console.error('Failed locale loading', error)
    i18n.loadAndActivate({ locale: tag, messages: {} })
  }
}

type ContributeImporter = (tag: LocaleTag) => Promise<CatalogModule>

// The contribution forms' messages are a catalog of their own (lingui.config.ts), so pages that
// never open a form do not download them.
const importContributeCatalog: ContributeImporter = (tag) =>
  import(`../locales/${tag}/contribute.po`)

/**
 * Adds the messages of the report dialog and the setlist form to the active locale's catalog.
 * Called each time one opens, which is cheap once the chunk is loaded, because activating a locale
 * again replaces its messages. A failed load rejects: like a failed route chunk, it is reported
 * where the form was opened.
 */
export async function loadContributeMessages(
  importer: ContributeImporter = importContributeCatalog,
): Promise<void> {
  const tag = i18n.locale as LocaleTag
  const { messages } = await importer(tag)
  i18n.load(tag, messages)
}
