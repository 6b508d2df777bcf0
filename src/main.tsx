import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'

import { App } from './app.tsx'
import { installGlobalErrorHandlers, reportAppError } from './app-shell/errors/app-errors.ts'
import { scheduleIdlePrefetch } from './app-shell/prefetch/idle-prefetch.ts'
import { installChunkErrorHandling } from './app-shell/update/chunk-error.ts'
import { firstLoadFailed, recoverFirstLoad } from './app-shell/update/first-load-recovery.ts'
import { watchNavigations } from './app-shell/update/navigation-watch.ts'
import { pageReloadGuard } from './app-shell/update/reload-guard.ts'
import { loadReloadCode, startUpdateChecks } from './app-shell/update/start-app-update.ts'
import { createAppRouter } from './router.tsx'
import { holdsMarkupFor, removePrerenderedHead } from './shared/seo/prerendered-markup.ts'

import './styles.css'

// The Chinese-visitor redirect is not here: the edge (`_redirects`) and the pre-paint inline
// script have sent such a visitor on before this module loads.
async function start() {
  installGlobalErrorHandlers(window)
  // Before the first dynamic import (the catalog), so no chunk failure goes unseen.
  installChunkErrorHandling(window)
  const router = createAppRouter()
  let mounted = false
  let recovered = false
  const recover = () => {
    recovered = true
    recoverFirstLoad(pageReloadGuard)
  }
  watchNavigations(router, pageReloadGuard, (stall) => {
    // Before React runs (a stalled first load), the prerendered page stays as it is: a reload,
    // once per episode, then its notice.
    if (mounted) reportAppError(stall)
    else if (!recovered) recover()
  })
  // Loading runs the `{-$locale}` route's beforeLoad, which activates the catalog of its validated
  // parameter: I18nProvider renders nothing until a locale is active, and hydration needs the
  // routes loaded to render what the prerender rendered.
  await router.load()
  if (!recovered && firstLoadFailed(router)) recover()
  if (recovered) return
  const container = document.getElementById('root')
  if (!container) throw new Error('#root is missing from index.html')
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  )
  if (holdsMarkupFor(container, window.location)) {
    hydrateRoot(container, app)
  } else {
    removePrerenderedHead(document)
    createRoot(container).render(app)
  }
  mounted = true
  startUpdateChecks(router)
  scheduleIdlePrefetch(router, { code: [loadReloadCode] })
}

void start()
