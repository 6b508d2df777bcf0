/** The one table of supported locales: URL prefix code, BCP 47 tag, and the switch label. */
export const locales = [
  { code: 'ja', tag: 'ja', displayName: 'JAPANESE' },
  { code: 'zh', tag: 'zh-Hant', displayName: '繁中' },
] as const

export type LocaleRecord = (typeof locales)[number]
export type Locale = LocaleRecord['code']
export type LocaleTag = LocaleRecord['tag']

export const defaultLocale: Locale = 'ja'

export function isLocale(value: unknown): value is Locale {
  return locales.some((l) => l.code === value)
}

export function localeRecord(code: Locale): LocaleRecord {
  return locales.find((l) => l.code === code) ?? locales[0]
}

export function localeTag(code: Locale): LocaleTag {
  return localeRecord(code).tag
}
