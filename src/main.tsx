import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from './app'
import { installChunkErrorHandling } from './app-update/chunk-error'
import { startUpdateChecks } from './app-update/start-app-update'
import { installGlobalErrorHandlers } from './features/errors/app-errors'
import { scheduleIdlePrefetch } from './features/prefetch/idle-prefetch'
import { holdsMarkupFor, removePrerenderedHead } from './features/seo/prerendered-markup'
import { activateLocale } from './i18n/catalog'
import { setDocumentLang } from './i18n/document-lang'
import { entryRedirectTarget } from './i18n/entry-redirect'
import { localeFromPathname, localeTag } from './i18n/locales'
import { createAppRouter } from './router'
import './styles.css'

async function start() {
  installGlobalErrorHandlers(window)
  // Before the first dynamic import (the catalog), so no chunk failure goes unseen.
  installChunkErrorHandling(window)
  const locale = localeFromPathname(window.location.pathname)
  setDocumentLang(localeTag(locale))
  // I18nProvider renders nothing until a locale is active, so the catalog comes first.
  await activateLocale(locale)
  const router = createAppRouter()
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  if (holdsMarkupFor(container, window.location)) {
    // The prerender renders without Suspense around the matches; the client renders the same tree
    // only when it believes it is hydrating SSR output. Its routes must be loaded before hydrating.
    router.ssr = { manifest: undefined }
    await router.load()
    hydrateRoot(container, app)
  } else {
    removePrerenderedHead(document)
    createRoot(container).render(app)
  }
  startUpdateChecks(router)
  scheduleIdlePrefetch(router)
}

function boot() {
  // A Chinese visitor entering through an unprefixed URL is sent on before anything renders.
  const target = entryRedirectTarget(window.location, {
    cookie: document.cookie,
    languages: navigator.languages,
  })
  if (target) window.location.replace(target)
  else void start()
}

boot()
