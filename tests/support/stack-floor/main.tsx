// The least a page hydrated with this project's stack can ship: React DOM, TanStack Router with
// one linked route, and Lingui with an empty catalog. `npm run bench` and the size budget build it:
// the first-load budget counts our code above what the stack itself takes.
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { hydrateRoot } from 'react-dom/client'

i18n.loadAndActivate({ locale: 'ja', messages: {} })

const rootRoute = createRootRoute({
  component: () => (
    <>
      <Link to=".">home</Link>
      <Outlet />
    </>
  ),
})
const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: () => <p>home</p>,
})
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) })

const container = document.getElementById('root')
if (container)
  hydrateRoot(
    container,
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
