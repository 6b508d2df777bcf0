import { defaultLocale, isLocale, type Locale } from './locales.ts'

export const LOCALE_COOKIE = 'nf_lang'

export interface DetectionInput {
  /** The raw `document.cookie` string. */
  cookie: string
  /** `navigator.languages`, most preferred first. */
  languages: readonly string[]
}

export function readLocaleCookie(cookie: string): Locale | undefined {
  for (const part of cookie.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== LOCALE_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    if (isLocale(value)) return value
  }
  return undefined
}

function localeOfLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : undefined
}

/** Cookie, then the first `ja*`/`zh*` browser language, then Japanese. Pure: no globals read. */
export function detectLocale({ cookie, languages }: DetectionInput): Locale {
  const fromCookie = readLocaleCookie(cookie)
  if (fromCookie) return fromCookie
  for (const tag of languages) {
    const locale = localeOfLanguageTag(tag)
    if (locale) return locale
  }
  return defaultLocale
}
