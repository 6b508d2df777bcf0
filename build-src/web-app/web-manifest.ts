import { defaultLocale, type Locale, locales, localeTag } from '#src/i18n/locales.ts'
import { localize } from '#src/shared/content/localize.ts'
import type { LocalizedText } from '#src/shared/content/types.ts'

import type { AppIcon } from './app-icons.ts'
import type { ThemeColours } from './theme-colours.ts'

/**
 * A URL form the site can be installed from: the unprefixed pages (the default language) and each
 * language's prefix. Each has its own manifest, so the installed app opens where it was added.
 */
export interface AppForm {
  locale: Locale
  /** The form's root, the installed app's start and scope: `/`, `/ja/`, `/zh/`. */
  scope: string
}

export const appForms: readonly AppForm[] = [
  { locale: defaultLocale, scope: '/' },
  ...locales.map(({ code }) => ({ locale: code, scope: `/${code}/` })),
]

export interface ManifestInput {
  form: AppForm
  name: LocalizedText
  shortName: LocalizedText
  description: LocalizedText
  icons: readonly Pick<AppIcon, 'fileName' | 'size' | 'purpose'>[]
  /** The manifest has one theme; the pages' `theme-color` metas carry both. */
  colours: ThemeColours
  /** Vite's base: where the site's root is served. */
  base: string
}

/** The web app manifest of one URL form: its language's texts, started and scoped at its root. */
export function webManifest({
  form,
  name,
  shortName,
  description,
  icons,
  colours,
  base,
}: ManifestInput) {
  const root = base.replace(/\/$/, '')
  const scope = root + form.scope
  const text = (value: LocalizedText) => localize(value, form.locale)
  return {
    id: scope,
    name: text(name),
    short_name: text(shortName),
    description: text(description),
    lang: localeTag(form.locale),
    dir: 'ltr',
    start_url: scope,
    scope,
    display: 'standalone',
    theme_color: colours.surface,
    background_color: colours.background,
    categories: ['music', 'entertainment'],
    icons: icons.map(({ fileName, size, purpose }) => ({
      src: `${root}/${fileName}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  }
}
