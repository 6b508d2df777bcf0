import { createRootRoute } from '@tanstack/react-router'
import { ErrorPage } from '../features/errors/error-page'
import { DefaultLayout } from '../layout/default-layout'

export const Route = createRootRoute({
  component: DefaultLayout,
  errorComponent: ErrorPage,
})
