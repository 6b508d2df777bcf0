// What the browser tests of loading and recovery share: opening the app, counting page loads.
import type { Page } from '@playwright/test'

export const aboutChunk = '**/assets/about-*.js'
export const routeChunk = /\/assets\/(about|songlist)-[\w-]+\.js$/

/** Goes to `url` and waits until the app runs: the idle prefetch starts after hydration. */
export async function openApp(page: Page, url: string) {
  const started = page.waitForRequest(routeChunk)
  await page.goto(url)
  await started
}

export function navLink(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name })
}

/** The paths of every HTML document the page loads (the first visit and each full reload). */
export function documentLoads(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') paths.push(new URL(request.url()).pathname)
  })
  return paths
}

/** A flag on `window` lives exactly as long as the document: a full load removes it. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
}
export function isSameDocument(page: Page) {
  return page.evaluate(() => 'sameDocument' in window)
}

/** A blocked chunk makes the browser and React log errors; those, and only those, are expected. */
export function dropExpectedChunkErrors(errors: string[]) {
  const expected =
    /^Failed to load resource: net::ERR_FAILED$|Failed to fetch dynamically imported module/
  errors.splice(0, errors.length, ...errors.filter((e) => !expected.test(e)))
}

/** The paths of the scripts the page requests from now on that match `pattern`. */
export function scriptsLoaded(page: Page, pattern: RegExp): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.resourceType() === 'script' && pattern.test(path)) paths.push(path)
  })
  return paths
}

/** Makes the requests matching `pattern` fail until the returned function is called. */
export async function failUntilRestored(page: Page, pattern: RegExp): Promise<() => void> {
  let failing = true
  await page.route(pattern, (route) => (failing ? route.abort('failed') : route.continue()))
  return () => {
    failing = false
  }
}
