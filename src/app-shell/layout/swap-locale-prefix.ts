import type { Locale } from '#src/i18n/locales.ts'

/**
 * The same path under `/<locale>`: `/about` -> `/zh/about`, `/zh/songlist` -> `/ja/songlist`.
 * `prefix` is the route's validated locale parameter, so the path is never parsed for a locale.
 */
export function swapLocalePrefix(
  pathname: string,
  prefix: Locale | undefined,
  locale: Locale,
): string {
  const rest = prefix ? pathname.slice(prefix.length + 1) : pathname
  return rest === '/' || rest === '' ? `/${locale}` : `/${locale}${rest}`
}
