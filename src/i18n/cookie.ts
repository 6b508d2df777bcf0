import { LOCALE_COOKIE } from './detect.ts'
import type { Locale } from './locales.ts'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function localeCookie(locale: Locale, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : ''
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`
}

export function rememberLocale(locale: Locale): void {
  document.cookie = localeCookie(locale, window.location.protocol)
}
