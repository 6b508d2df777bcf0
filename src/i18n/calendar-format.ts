import type { LocaleTag } from './locales.ts'

// The first Intl date or number formatter of a page costs 35-50 ms of ICU set-up in Chromium
// (several times that on a slow phone), during hydration. Our two locales write calendar days and
// counts the same simple way, so the formats are spelled out here, identical on server and client.

const weekdays: Record<LocaleTag, readonly string[]> = {
  ja: ['日', '月', '火', '水', '木', '金', '土'],
  'zh-Hant': ['週日', '週一', '週二', '週三', '週四', '週五', '週六'],
}

const narrowWeekdays: Record<LocaleTag, readonly string[]> = {
  ja: weekdays.ja,
  'zh-Hant': ['日', '一', '二', '三', '四', '五', '六'],
}

const withWeekday: Record<LocaleTag, (date: string, weekday: string) => string> = {
  ja: (date, weekday) => `${date}(${weekday})`,
  'zh-Hant': (date, weekday) => `${date}${weekday}`,
}

function parseIsoDay(iso: string): [year: number, month: number, day: number] {
  const [year = NaN, month = NaN, day = NaN] = iso.split('-').map(Number)
  return [year, month, day]
}

/** A year alone, as an axis labels it: `2025年`. */
export function formatYear(year: number): string {
  return `${year}年`
}

/** A month alone: `8月`. */
export function formatMonth(month: number): string {
  return `${month}月`
}

/** A day of the month alone: `4日`. */
export function formatDay(day: number): string {
  return `${day}日`
}

/** A month of a year: `2025年8月`. */
export function formatYearMonth(year: number, month: number): string {
  return `${formatYear(year)}${formatMonth(month)}`
}

/** A calendar's row label for a weekday (0 = Sunday): `月` in Japanese, `一` in Chinese. */
export function formatNarrowWeekday(tag: LocaleTag, weekday: number): string {
  return narrowWeekdays[tag][weekday] ?? ''
}

/** A month and day without a year, e.g. a birthday: `4月25日`. */
export function formatMonthDay(month: number, day: number): string {
  return `${month}月${day}日`
}

/** `2025-08-04` -> `2025年8月4日` (the long date style of both locales). */
export function formatLongDate(iso: string): string {
  const [year, month, day] = parseIsoDay(iso)
  return `${year}年${formatMonthDay(month, day)}`
}

/** `2025-08-04` -> `2025年8月4日(月)` in Japanese, `2025年8月4日週一` in Chinese. */
export function formatLongDateWithWeekday(tag: LocaleTag, iso: string): string {
  const [year, month, day] = parseIsoDay(iso)
  const weekday = weekdays[tag][new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? ''
  return withWeekday[tag](formatLongDate(iso), weekday)
}

/** A whole number with thousands separators: `1234` -> `1,234`. */
export function formatInteger(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+$)/g, ',')
}
