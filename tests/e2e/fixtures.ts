import { expect, test as base } from '@playwright/test'

/** Every test fails on a console error or an uncaught page error, unless it opts out. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      // A 404 page is answered with status 404, which Chromium logs as a failed load of the document.
      const notFoundDocuments = new Set<string>()
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.status() === 404) {
          notFoundDocuments.add(response.url())
        }
      })
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        const expected404 =
          notFoundDocuments.has(msg.location().url) &&
          msg.text().startsWith('Failed to load resource')
        if (!expected404) errors.push(msg.text())
      })
      page.on('pageerror', (err) => errors.push(err.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
