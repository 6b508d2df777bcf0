import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { loadContentModule } from '#build-src/content-folder/import-content-modules.ts'
import { appSettings } from '#build-src/web-app/app-settings.ts'
import { themeTokens } from '#build-src/web-app/theme-colours.ts'

import { cardColours, type CardLook } from './card-layout.ts'

/** The cards' colours are the light theme's design tokens in `stylesheet` (src/styles.css). */
export function cardLook(siteName: string, stylesheet: string): CardLook {
  const token = themeTokens(readFileSync(stylesheet, 'utf8'), stylesheet, 'light')
  const colours = Object.fromEntries(cardColours.map((name) => [name, token(`--${name}`)]))
  return { siteName, colours: colours as CardLook['colours'] }
}

/**
 * The content folder's look for its cards: the site's name in the default language (a name, read
 * the same on every form of the page), its mark (the app icon, `app.icon` in site.ts) and the
 * singer's name for the home page's card.
 */
export async function siteCardLook(
  contentDir: string,
  stylesheet: string,
): Promise<{ look: CardLook; mark: string; singer: string }> {
  const { site, app } = await loadContentModule(contentDir, 'site')
  const { profile } = await loadContentModule(contentDir, 'profile')
  const { icon } = appSettings(app, site.name)
  return {
    look: cardLook(site.name.ja, stylesheet),
    singer: profile.name.ja,
    mark: readFileSync(join(contentDir, 'public', icon), 'utf8'),
  }
}

/** Where drawn cards are kept between builds: `SHARE_CARD_CACHE`, else under node_modules/.cache. */
export const shareCardCache = (root: string) =>
  process.env.SHARE_CARD_CACHE ?? join(root, 'node_modules', '.cache', 'share-cards')
