// The one place that says which Chromium the project drives and how: Debian's build, run as root
// on a machine without internet, so no sandbox and no background networking.
import { existsSync } from 'node:fs'
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test'

/** The browser visitors run: the benches measure it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const headlessShell = '/usr/bin/chromium-headless-shell'

/**
 * The browser tests' Chromium: Debian's headless shell when it is installed, the same engine
 * without the desktop browser's start-up and compositing, which ran the whole suite in 7.7
 * minutes instead of 12 here. `CHROMIUM_PATH` still chooses.
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumPath)

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
