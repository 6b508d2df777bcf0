import type { MessageDescriptor } from '@lingui/core'

import { i18n } from '#src/i18n/catalog.ts'
import { type Locale, localeRecord, locales } from '#src/i18n/locales.ts'
import type { PagePath } from '#src/lib/page-table.ts'
import type { PageContent, SiteContent } from '#src/shared/content/types.ts'

import { alternates, pageUrl } from './page-urls.ts'
import { SHARE_CARD_SIZE } from './share-card.ts'
import { siteOrigin } from './site-origin.ts'

export interface PageHeadInput {
  title: MessageDescriptor
  /**
   * The page's description in the content (`site.descriptions`), where it names the singer; an
   * interface message on a page about the site itself (the setlist form).
   */
  description: keyof SiteContent['site']['descriptions'] | MessageDescriptor
  /** The page's unprefixed path; canonical and alternates are derived from it. */
  path: PagePath
  /** Its own share card (alt: the site's name), in place of the site's share image. */
  card?: string
}

/** What the `{-$locale}` route puts in every page's route context. */
export interface HeadMatch {
  context: { locale: Locale; content: PageContent }
}

/** A page of a collection (a song, a stream) as its head describes it, in the page's language. */
export interface MemberHead {
  title: string
  description: string
  path: PagePath
  /** Its schema.org description, written into the page as JSON-LD. */
  jsonLd: object
  /** Its own share card, in place of the site's share image. */
  image?: { path: string; alt: string }
}

/** Title, description, canonical, hreflang, Open Graph tags and X's card type of one page. */
function headTags(
  { locale, content }: HeadMatch['context'],
  page: { title: string; description: string; path: PagePath; image?: MemberHead['image'] },
  origin: string,
) {
  const { site } = content
  const fullTitle = `${page.title} | ${site.name}`
  const ogImage = page.image ? { ...page.image, ...SHARE_CARD_SIZE } : site.shareImage
  const url = pageUrl(origin, page.path, locale)
  // Percent-encoded, as every address the head writes (a card is named after its page).
  const image = origin + encodeURI(ogImage.path)
  const otherLocales = locales.filter((l) => l.code !== locale)
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: page.description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: url },
      { property: 'og:locale', content: localeRecord(locale).ogLocale },
      ...otherLocales.map((l) => ({ property: 'og:locale:alternate', content: l.ogLocale })),
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(ogImage.width) },
      { property: 'og:image:height', content: String(ogImage.height) },
      { property: 'og:image:alt', content: ogImage.alt },
      // X reads the title, description and image from the Open Graph tags when its own are absent.
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    links: [
      { rel: 'canonical', href: url },
      ...alternates(page.path, origin).map((a) => ({
        rel: 'alternate',
        hrefLang: a.hreflang,
        href: a.href,
      })),
    ],
  }
}

/** A route `head` option: localized title and description, canonical, hreflang, Open Graph, X's card. */
export function pageHead({ title, description, path, card }: PageHeadInput, origin = siteOrigin) {
  return ({ match }: { match: HeadMatch }) => {
    const { site } = match.context.content
    const text =
      typeof description === 'string' ? site.descriptions[description] : i18n._(description)
    const image = card ? { path: card, alt: site.name } : undefined
    return headTags(match.context, { title: i18n._(title), description: text, path, image }, origin)
  }
}

/**
 * The `head` option of a collection's route: the tags of the `head` its loader worked out (the
 * loader's chunk loads with the page, so the pages' description code is not in every page's), and
 * its JSON-LD (a data block, which no script policy needs to allow).
 */
export function memberHead(
  { match, loaderData }: { match: HeadMatch; loaderData?: { head: MemberHead } },
  origin = siteOrigin,
) {
  // No data: the route threw (a 404), whose page has its own head.
  if (loaderData === undefined) return {}
  const page = loaderData.head
  return {
    ...headTags(match.context, page, origin),
    // `<` escaped, so no title can close the script element early.
    scripts: [
      {
        type: 'application/ld+json',
        children: JSON.stringify(page.jsonLd).replaceAll('<', '\\u003c'),
      },
    ],
  }
}
