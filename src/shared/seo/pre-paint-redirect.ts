import { entryRedirectTarget } from '#src/i18n/entry-redirect.ts'

// Inlined into the <head> of the unprefixed pages: a Chinese visitor is sent on before first paint.
const target = entryRedirectTarget(location, {
  cookie: document.cookie,
  languages: navigator.languages,
})
if (target) {
  // Parsing goes on until the next page arrives; hiding keeps the Japanese page from painting.
  document.documentElement.style.display = 'none'
  location.replace(target)
}
