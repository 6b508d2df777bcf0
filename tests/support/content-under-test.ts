import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { contentDir } from '#build-src/content-dir.ts'
import { contentModuleNames } from '#build-src/content-folder/content-modules.ts'
import { type Locale, locales } from '#src/i18n/locales.ts'
import type { Channel, Profile, Site } from '#src/shared/content/types.ts'

// What the tests need from the content folder under test (CONTENT_DIR, else content/), so a fan
// group that replaces the content keeps a passing suite.
const load = async (name: string) =>
  (await import(pathToFileURL(join(contentDir(), `${name}.ts`)).href)) as unknown
const { profile } = (await load('profile')) as { profile: Profile }
const { site } = (await load('site')) as { site: Site }
const { channels } = (await load('channels')) as { channels: readonly Channel[] }
const modules = await Promise.all(contentModuleNames.map(load))

export const singerName = { ja: profile.name.ja, zh: profile.name.zh ?? profile.name.ja }

/** The About page's heading: the catalogs' `{name}について` and `關於{name}`. */
export const aboutHeading = { ja: `${singerName.ja}について`, zh: `關於${singerName.zh}` }

export const fanTag = profile.fanTag

/** The origin of absolute URLs in a build without VITE_SITE_ORIGIN. */
export const contentOrigin = new URL(site.origin).origin

/** Each page's meta description, in each language: the site's `descriptions`. */
export const pageDescriptions = site.descriptions

/** The singer's channels, linked from every page's footer. */
export const channelUrls = channels.map((channel) => channel.url)

/** Every text the content writes in `locale` (each `{ ja, zh }` of every content module). */
export function contentTexts(locale: Locale): string[] {
  const texts: string[] = []
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null) return
    const keys = Object.keys(value)
    const record = value as Record<string, unknown>
    if (keys.length > 0 && keys.every((key) => locales.some((l) => l.code === key))) {
      if (typeof record[locale] === 'string') texts.push(record[locale])
    } else Object.values(record).forEach(visit)
  }
  modules.forEach(visit)
  return texts
}
