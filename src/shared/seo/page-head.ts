import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '../../i18n/catalog'
import { localeRecord, locales, type Locale } from '../../i18n/locales'
import type { PagePath } from '../../lib/pages'
import type { PageContent, SiteContent } from '../content/types'
import { alternates, localizedPath } from './page-urls'
import { siteOrigin } from './site-origin'

export interface PageHeadInput {
  title: MessageDescriptor
  /**
   * The page's description in the content (`site.descriptions`), where it names the singer; an
   * interface message on a page about the site itself (the setlist form).
   */
  description: keyof SiteContent['site']['descriptions'] | MessageDescriptor
  /** The page's unprefixed path; canonical and alternates are derived from it. */
  path: PagePath
}

/** A route `head` option: localized title and description, canonical, hreflang, Open Graph, Twitter. */
export function pageHead({ title, description, path }: PageHeadInput, origin = siteOrigin) {
  // The locale and the content the `{-$locale}` route put in the page's route context.
  return ({ match }: { match: { context: { locale: Locale; content: PageContent } } }) => {
    const { locale, content } = match.context
    const { site } = content
    const siteName = site.name
    const fullTitle = `${i18n._(title)} | ${siteName}`
    const text =
      typeof description === 'string' ? site.descriptions[description] : i18n._(description)
    const ogImage = site.shareImage
    const url = origin + localizedPath(path, locale)
    const image = origin + ogImage.path
    const otherLocales = locales.filter((l) => l.code !== locale)
    return {
      meta: [
        { title: fullTitle },
        { name: 'description', content: text },
        { property: 'og:type', content: 'website' },
        { property: 'og:site_name', content: siteName },
        { property: 'og:title', content: fullTitle },
        { property: 'og:description', content: text },
        { property: 'og:url', content: url },
        { property: 'og:locale', content: localeRecord(locale).ogLocale },
        ...otherLocales.map((l) => ({ property: 'og:locale:alternate', content: l.ogLocale })),
        { property: 'og:image', content: image },
        { property: 'og:image:width', content: String(ogImage.width) },
        { property: 'og:image:height', content: String(ogImage.height) },
        { property: 'og:image:alt', content: ogImage.alt },
        { name: 'twitter:card', content: 'summary_large_image' },
        { name: 'twitter:title', content: fullTitle },
        { name: 'twitter:description', content: text },
        { name: 'twitter:image', content: image },
      ],
      links: [
        { rel: 'canonical', href: url },
        ...alternates(path, origin).map((a) => ({
          rel: 'alternate',
          hrefLang: a.hreflang,
          href: a.href,
        })),
      ],
    }
  }
}
