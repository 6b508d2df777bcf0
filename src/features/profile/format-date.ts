import type { I18n } from '@lingui/core'
import type { IsoDate } from './types'

// Dates are calendar days, not instants: formatting in UTC keeps the day the same in every
// time zone, and on the server that prerenders the page as on the visitor's browser.
const utc = { timeZone: 'UTC' } as const

/** `2025-08-04` -> `2025年8月4日` in the active locale. */
export function formatDay(i18n: I18n, date: IsoDate): string {
  return i18n.date(new Date(`${date}T00:00:00Z`), { ...utc, dateStyle: 'long' })
}

/** A month and day without a year, e.g. a birthday: `4月25日`. */
export function formatMonthDay(i18n: I18n, month: number, day: number): string {
  return i18n.date(new Date(Date.UTC(2000, month - 1, day)), {
    ...utc,
    month: 'long',
    day: 'numeric',
  })
}
