import type { LocaleTag } from './locales.ts'

/**
 * Sets `<html lang>` only when it differs: writing it, even the same value, invalidates every
 * :lang() rule, so the whole page is restyled and laid out again, a long task at start-up.
 */
export function setDocumentLang(tag: LocaleTag): void {
  const root = document.documentElement
  if (root.lang !== tag) root.lang = tag
}
