// The one place that says which Chromium the project drives and how: Debian's build, run as root
// on a machine without internet, so no sandbox and no background networking.
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test'

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/**
 * A new browser context whose pages define `__name`. Under tsx (the bench, the tools), esbuild
 * keeps function names by wrapping each named inner function in `__name(...)`, and a function
 * sent into a page (an init script, `evaluate`, `waitForFunction`) carries that call with it;
 * here it returns the function as it is. Playwright's test runner compiles without it.
 */
export async function newContext(
  browser: Browser,
  options?: BrowserContextOptions,
): Promise<BrowserContext> {
  const context = await browser.newContext(options)
  await context.addInitScript(() => {
    ;(globalThis as { __name?: unknown }).__name = (fn: unknown) => fn
  })
  return context
}
