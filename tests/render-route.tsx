import { createMemoryHistory } from '@tanstack/react-router'
import { render } from '@testing-library/react'

import { App } from '#src/app.tsx'
import { createAppRouter } from '#src/router.tsx'

/** Renders the real route tree at `url`, with the URL's catalog activated by the real routes. */
export async function renderRoute(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }))
  await router.load()
  const view = render(<App router={router} />)
  return { router, ...view }
}
