import fc from 'fast-check'
import { describe, it } from 'vitest'

import {
  formatDay,
  formatInteger,
  formatLongDate,
  formatLongDateWithWeekday,
  formatMonth,
  formatMonthDay,
  formatNarrowWeekday,
  formatYear,
  formatYearMonth,
} from './calendar-format.ts'
import { locales } from './locales.ts'

// Node's full ICU is the oracle: the hand-written formats must say exactly what Intl says.
const utc = { timeZone: 'UTC' } as const
const isoDay = fc
  .date({
    min: new Date(Date.UTC(1990, 0, 1)),
    max: new Date(Date.UTC(2099, 11, 31)),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10))

describe.each(locales.map((l) => l.tag))('calendar formats in %s', (tag) => {
  const at = (iso: string) => new Date(`${iso}T00:00:00Z`)

  it('writes the long date as Intl does', () => {
    const intl = new Intl.DateTimeFormat(tag, { ...utc, dateStyle: 'long' })
    fc.assert(fc.property(isoDay, (iso) => formatLongDate(iso) === intl.format(at(iso))))
  })

  it('writes the date with its weekday as Intl does', () => {
    const intl = new Intl.DateTimeFormat(tag, {
      ...utc,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      weekday: 'short',
    })
    fc.assert(
      fc.property(isoDay, (iso) => formatLongDateWithWeekday(tag, iso) === intl.format(at(iso))),
    )
  })

  it('writes a month and day as Intl does', () => {
    const intl = new Intl.DateTimeFormat(tag, { ...utc, month: 'long', day: 'numeric' })
    fc.assert(
      fc.property(isoDay, (iso) => {
        const [, month, day] = iso.split('-').map(Number)
        return formatMonthDay(month!, day!) === intl.format(at(iso))
      }),
    )
  })

  it('writes a year, a month, a day and a month of a year as Intl does', () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(tag, { ...utc, ...options })
    const [year, month, day, yearMonth] = [
      intl({ year: 'numeric' }),
      intl({ month: 'long' }),
      intl({ day: 'numeric' }),
      intl({ year: 'numeric', month: 'long' }),
    ]
    fc.assert(
      fc.property(isoDay, (iso) => {
        const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
        return (
          formatYear(y) === year.format(at(iso)) &&
          formatMonth(m) === month.format(at(iso)) &&
          formatDay(d) === day.format(at(iso)) &&
          formatYearMonth(y, m) === yearMonth.format(at(iso))
        )
      }),
    )
  })

  it('writes a narrow weekday as Intl does', () => {
    const intl = new Intl.DateTimeFormat(tag, { ...utc, weekday: 'narrow' })
    fc.assert(
      fc.property(
        isoDay,
        (iso) => formatNarrowWeekday(tag, at(iso).getUTCDay()) === intl.format(at(iso)),
      ),
    )
  })

  it('groups whole numbers as Intl does', () => {
    const intl = new Intl.NumberFormat(tag)
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 1_000_000_000 }), (n) => {
        return formatInteger(n) === intl.format(n)
      }),
    )
  })
})
