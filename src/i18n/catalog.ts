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
