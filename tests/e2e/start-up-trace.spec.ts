import { expect, test } from './fixtures'
import { hydrated } from '../../scripts/hydrated.mjs'

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
}

const inside = (outer: TraceEvent, e: TraceEvent) =>
  e.pid === outer.pid &&
  e.tid === outer.tid &&
  e.ts >= outer.ts &&
  e.ts < outer.ts + (outer.dur ?? 0)

// Lighthouse traces the page with DevTools attached; there a cookie read, a DOM change or an Error
// made with the bundle's top level on the stack has V8 re-parse the whole bundle (20 to 40 ms).
test.describe('start-up under DevTools tracing', () => {
  for (const url of ['/songlist', '/zh']) {
    test(`${url}: evaluating the app's modules re-parses no script`, async ({ browser, page }) => {
      await browser.startTracing(page, {
        categories: [
          'v8',
          'disabled-by-default-v8.compile',
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.stack',
        ],
      })
      await page.goto(url)
      await hydrated(page)
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: TraceEvent[]
      }
      const evaluations = traceEvents.filter((e) => e.name === 'v8.evaluateModule' && e.ph === 'X')
      expect(evaluations.length, 'module evaluations traced').toBeGreaterThan(0)
      const reparses = traceEvents.filter(
        (e) => e.name === 'V8.ParseProgram' && evaluations.some((ev) => inside(ev, e)),
      )
      expect(reparses).toEqual([])
      expect(await page.evaluate(() => Error.stackTraceLimit), 'stack traces are back').toBe(10)
    })
  }
})
