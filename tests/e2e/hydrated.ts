import type { Page } from '@playwright/test'

/**
 * Resolves once React has taken over the prerendered markup: before that a click on a button
 * reaches no handler. (React marks its root container with a `__reactContainer` key.)
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Object.keys(document.getElementById('root') ?? {}).some((k) =>
      k.startsWith('__reactContainer'),
    ),
  )
