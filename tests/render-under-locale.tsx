import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'

/**
 * Renders `component` as the page at `path` under a `{-$locale}` route that gives the context the
 * real one gives (`locale`, `prefix`), with empty pages at `linked` paths for its links to reach,
 * at `url`. For a component tested apart from the app's route tree.
 */
export async function renderUnderLocale({
  i18n,
  path,
  component,
  linked = [],
  url = `/${path}`,
}: {
  i18n: I18n
  path: string
  component: () => ReactNode
  linked?: string[]
  url?: string
}) {
  const root = createRootRoute()
  const locale = createRoute({
    getParentRoute: () => root,
    path: '{-$locale}',
    beforeLoad: ({ params }: { params: { locale?: string } }) => ({
      locale: params.locale === 'zh' ? 'zh' : 'ja',
      prefix: params.locale,
    }),
  })
  const page = createRoute({ getParentRoute: () => locale, path, component })
  const others = linked.map((other) => createRoute({ getParentRoute: () => locale, path: other }))
  const router = createRouter({
    routeTree: root.addChildren([locale.addChildren([page, ...others])]),
    history: createMemoryHistory({ initialEntries: [url] }),
  })
  await router.load()
  const view = render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { router, ...view }
}
