import { entryRedirectTarget, unprefixedPageRedirect } from '#src/i18n/entry-redirect.ts'

/**
 * Set when the script is compiled (build-src/prerender/pre-paint-script.ts): true for the dev
 * server, which puts it into every page; false for the prerender, which puts it only into the
 * unprefixed pages, so the table of those pages stays out of every page's HTML.
 */
declare const PRE_PAINT_CHECKS_PATH: boolean

// Inlined into the <head> of the unprefixed pages: a Chinese visitor is sent on before first paint.
const input = { cookie: document.cookie, languages: navigator.languages }
const target = PRE_PAINT_CHECKS_PATH
  ? entryRedirectTarget(location, input)
  : unprefixedPageRedirect(location, input)
if (target) {
  // Parsing goes on until the next page arrives; hiding keeps the Japanese page from painting.
  document.documentElement.style.display = 'none'
  location.replace(target)
}
