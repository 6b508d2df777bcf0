import type { LocaleTag } from '#src/i18n/locales.ts'

// Only ever rendered on the client (the lists are empty while prerendering and hydrating), so the
// Intl set-up calendar-format.ts avoids costs nothing at first paint here.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(tag: LocaleTag, withTime: boolean): Intl.DateTimeFormat {
  const key = `${tag} ${String(withTime)}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(
      tag,
      withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long' },
    )
    formatters.set(key, format)
  }
  return format
}

/** A timestamp's local date and time, as the page's language writes them. */
export const formatDateTime = (tag: LocaleTag, iso: string) =>
  formatter(tag, true).format(new Date(iso))

/** A timestamp's local date. */
export const formatDate = (tag: LocaleTag, iso: string) =>
  formatter(tag, false).format(new Date(iso))
