/**
 * The one table of supported locales: URL prefix code, BCP 47 tag, the switch label and the Open
 * Graph locale. The first entry is the default: its pages are also served without a prefix.
 */
export const locales = [
  { code: 'ja', tag: 'ja', displayName: 'JAPANESE', ogLocale: 'ja_JP' },
  { code: 'zh', tag: 'zh-Hant', displayName: '繁中', ogLocale: 'zh_TW' },
] as const

export type LocaleRecord = (typeof locales)[number]
export type Locale = LocaleRecord['code']
export type LocaleTag = LocaleRecord['tag']

/** The shape the build's URL tables need of a locale; a test passes a table with a third one. */
export interface LocaleEntry {
  code: string
  tag: string
}

export const defaultLocale: Locale = locales[0].code

export function isLocale(value: unknown): value is Locale {
  return locales.some((l) => l.code === value)
}

export function localeRecord(code: Locale): LocaleRecord {
  return locales.find((l) => l.code === code) ?? locales[0]
}

export function localeTag(code: Locale): LocaleTag {
  return localeRecord(code).tag
}
