// What the browser tests of loading and recovery share: opening the app, counting page loads.
import { expect, type Page, type Route } from '@playwright/test'

import { HAND_OVER_TIMEOUT_MS } from '#src/app-shell/update/hand-over.ts'
import { NAVIGATION_STALL_MS } from '#src/app-shell/update/navigation-watch.ts'
import { RELOAD_GUARD_WINDOW_MS } from '#src/app-shell/update/reload-guard.ts'

export const aboutChunk = '**/assets/about-*.js'
export const routeChunk = /\/assets\/(about|songlist)-[\w-]+\.js$/
/** The code that turns the next navigation into a full load once a new build is seen. */
export const reloadCodeChunk = /\/assets\/navigation-reload-[\w-]+\.js$/
/** What the idle prefetch asks for: other pages' route chunks, then the reload's code. */
export const prefetchedChunk = (url: string) => routeChunk.test(url) || reloadCodeChunk.test(url)

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
    // A frame's document (the player's video) is not a load of the page.
    const ofPage = request.frame().parentFrame() === null
    if (request.resourceType() === 'document' && ofPage) paths.push(new URL(request.url()).pathname)
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

/**
 * Past the latest moment the app loads a page on its own after what a test did: a navigation
 * counts as stalled after NAVIGATION_STALL_MS, a second reload of a path the guard refused could
 * come only once its window has passed, and a load on a new build first waits for the hand-over.
 */
export const reloadHorizonMs = NAVIGATION_STALL_MS + RELOAD_GUARD_WINDOW_MS + HAND_OVER_TIMEOUT_MS

/**
 * Resolves once the page has run the tasks queued by now and those they queue, ten levels deep:
 * promise chains, and React's renders and effects, which it schedules as MessageChannel tasks.
 */
export async function pageSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let level = 0; level < 10; level += 1) {
      await new Promise((resolve) => {
        const { port1, port2 } = new MessageChannel()
        port1.onmessage = resolve
        port2.postMessage(null)
      })
    }
  })
}

/**
 * Resolves once the test has heard of every request the page began before the call (the page
 * settled first): the page then asks for one more file and waits for its answer, and Chromium
 * reports a page's requests in the order it begins them, each before its answer arrives.
 */
export async function requestsReported(page: Page): Promise<void> {
  await pageSettled(page)
  await page.evaluate(async () => {
    await (await fetch('/robots.txt?requests-reported', { cache: 'no-store' })).text()
  })
}

/**
 * Lets `ms` of the page's time pass (its clock installed) and fails if the page began to load
 * another document meanwhile. Waiting real time proves nothing: a later reload passes it. The app
 * reloads only from its timers, which `runFor` fires (every one due within `ms`), or from work they
 * start. A load begins with a `navigate` event, fired within `location.reload()`, `assign()` and
 * `replace()`, which the page counts. After the run the page settles, so that a reload a timer's
 * promise or React effect makes has begun, and the count is read: 0 only if the same document
 * answers with no load begun. A new document has no count, and Chromium holds a read of a document
 * being replaced until it goes, which fails the read. A load that waits on the network is the
 * test's to wait for (its response) before calling this.
 */
export async function expectNoReloadWithin(page: Page, ms: number): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { loadsBegun?: number }
    if (w.loadsBegun !== undefined) return
    w.loadsBegun = 0
    navigation.addEventListener('navigate', ({ destination }) => {
      if (!destination.sameDocument) w.loadsBegun = (w.loadsBegun ?? 0) + 1
    })
  })
  await page.clock.runFor(ms)
  const begun = await pageSettled(page)
    .then(() =>
      page.evaluate(
        () => (window as unknown as { loadsBegun?: number }).loadsBegun ?? 'a new document',
      ),
    )
    .catch((error: unknown) => `no answer, the document going away: ${String(error)}`)
  expect(begun, `page loads begun within ${ms} ms of the page's time`).toBe(0)
}

/**
 * From the next document on, counts the build checks the page has read (version.json's answer
 * parsed). The app acts on an answer in the same turn, so once `buildChecksRead` has counted a
 * check, whatever that check decided has been done, or begun where its code loads on demand.
 */
export async function countBuildChecks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { buildChecksRead: number }
    w.buildChecksRead = 0
    const json = Response.prototype.json
    Response.prototype.json = function (this: Response) {
      const read = json.call(this)
      // Counted before the app's own `await` on the same promise resumes.
      if (new URL(this.url).pathname.endsWith('/version.json')) {
        void read.then(
          () => (w.buildChecksRead += 1),
          () => {},
        )
      }
      return read
    }
  })
}

export const buildChecksRead = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { buildChecksRead: number }).buildChecksRead)

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

/**
 * Holds every request for `chunk` and fails each `failAfterMs` of the page's time after it was
 * asked for (never, for Infinity), until `restore` lets them through. The page's clock is faked:
 * it runs on its own between waits, and `wait` stops it and lets page time pass in jumps only, so
 * the stall bound and slow failures take seconds of the test's time, not minutes, and the test's
 * own steps, however slow the machine, add no page time.
 */
export async function slowChunk(page: Page, chunk: string | RegExp, failAfterMs: number) {
  // Fine enough for failures timed in whole seconds and the 15 s stall bound.
  const step = 1000
  let jumped = 0
  let ranBefore = 0
  let runningSince: number | null = Date.now()
  let failing = true
  /** The page's time: what it ran on its own, and the jumps. */
  const pageTime = () =>
    ranBefore + (runningSince === null ? 0 : Date.now() - runningSince) + jumped
  const held: { route: Route; at: number }[] = []
  let askedAt: number | null = null
  await page.route(chunk, (route) => {
    askedAt ??= pageTime()
    return failing ? held.push({ route, at: pageTime() }) : route.continue()
  })
  await page.clock.install()
  /**
   * A page in the middle of a reload has no clock for a moment: the call is tried again once the
   * new document has loaded, a few times at most (each retry follows a load, and a test's loads
   * are few).
   */
  const onClock = async (call: () => Promise<void>) => {
    const tries = 5
    for (let tried = 1; ; tried += 1) {
      try {
        return await call()
      } catch (error) {
        if (tried === tries)
          throw new Error(`The page's clock failed ${tries} times`, { cause: error })
        await page.waitForLoadState('domcontentloaded')
      }
    }
  }
  async function stop() {
    // Paused a moment ahead of the page's own time, which runs on while the test asks for it.
    const ahead = 100
    await onClock(async () => {
      const now = await page.evaluate(() => Date.now())
      await page.clock.pauseAt(now + ahead)
    })
    jumped += ahead
    ranBefore += Date.now() - (runningSince ?? Date.now())
    runningSince = null
  }
  async function run() {
    await onClock(() => page.clock.resume())
    runningSince = Date.now()
  }
  /** Lets `ms` of page time pass, or less once `done` holds; gives the page time it took. */
  async function wait(ms: number, done?: () => Promise<boolean>) {
    const from = pageTime()
    await stop()
    while (pageTime() - from < ms && !(await done?.())) {
      // A reloaded page starts its timers only once its scripts have run: stepping its clock
      // before then spends page time the page never saw (a busy machine loads slowly).
      await page.waitForLoadState('domcontentloaded', { timeout: 5_000 }).catch(() => {})
      await onClock(() => page.clock.runFor(step))
      jumped += step
      for (const request of held.filter((h) => pageTime() - h.at >= failAfterMs)) {
        held.splice(held.indexOf(request), 1)
        // The page may have moved on (a reload) while this request waited.
        await request.route.abort().catch(() => {})
      }
    }
    await run()
    return pageTime() - from
  }
  return {
    wait,
    /** The page's time since it first asked for the chunk (0 before it has). */
    sinceAsked: () => (askedAt === null ? 0 : pageTime() - askedAt),
    /** The chunk answers from now on, the requests still held included. */
    restore: async () => {
      failing = false
      // A held request may belong to a page that has moved on (a reload).
      await Promise.all(held.splice(0).map(({ route }) => route.continue().catch(() => {})))
    },
  }
}

/**
 * Notes the page's own time when an alert holding `text` first appears. A faked clock stands still
 * between `slowChunk`'s steps, so the note is the step the alert rendered in, however late the test
 * looks (a render that lands after the test's check would otherwise count a step later).
 */
export async function noteAlertShown(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((part) => {
    const observer = new MutationObserver(() => {
      const alerts = [...document.querySelectorAll('[role=alert]')]
      if (!alerts.some((alert) => alert.textContent?.includes(part))) return
      Object.assign(window, { alertShownAt: Date.now() })
      observer.disconnect()
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  }, text)
  return () => page.evaluate(() => (window as unknown as { alertShownAt: number }).alertShownAt)
}

/**
 * Sums the page's layout shifts from its first paint; `layoutShift` reads the sum so far, and
 * `shiftedElements` what moved (tag and class), for a failure to name.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shift: number; shifted: string[] }
    w.shift = 0
    w.shifted = []
    type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        w.shift += entry.value
        for (const { node } of entry.sources)
          w.shifted.push(
            node instanceof Element ? `${node.localName}.${node.className}` : String(node),
          )
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

export const layoutShift = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { shift: number }).shift)

export const shiftedElements = (page: Page): Promise<string> =>
  page.evaluate(() => (window as unknown as { shifted: string[] }).shifted.join(', '))
