import { I18nProvider } from '@lingui/react'
import { RouterProvider } from '@tanstack/react-router'

import { i18n } from './i18n/catalog.ts'
import type { createAppRouter } from './router.tsx'

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  )
}
