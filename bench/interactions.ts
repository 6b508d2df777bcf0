// Every song-list interaction, driven with real input (Playwright keyboard, mouse and wheel) in
// Chromium with DevTools CPU throttling (and the site's workers slowed alike,
// worker-throttling.ts), timed from the input event to the next paint, and typing also to the
// frame after the results last changed. The page gets observers before its own
// scripts (bench only, nothing in the product): Event Timing entries where the browser reports
// them (16 ms and over; `first-input` too), otherwise the time from the input event to the task
// after the next animation frame; and the changes inside the results.
import type { Browser, Page } from '@playwright/test'

import { newContext } from '#tests/support/chromium.ts'
import { hydrated } from '#tests/support/hydrated.ts'

import { throttleWorkers } from './worker-throttling.ts'

/** The interactions measured, in the order the table lists them. */
export const interactionKinds = {
  firstChar: 'first character typed (full list)',
  firstCharResults: 'first character typed, to its results',
  nextChar: 'each further character',
  nextCharResults: 'each further character, to its results',
  clear: 'clearing the field',
  clearResults: 'clearing the field, to the whole list',
  date: 'changing the date',
  type: 'changing the type',
  sort: 'changing the order',
  view: 'changing the view',
  showMore: '"show more"',
  scroll: 'scrolling (a wheel step)',
  random: 'random pick',
  history: "a song's history (song view of one song)",
}

export type InteractionKind = keyof typeof interactionKinds

/** Each kind's latencies (ms), and how many inputs each timing method timed. */
export type InteractionSamples = Partial<Record<InteractionKind, number[]>> & {
  sources: Record<string, number>
  /** The cards the song view showed each time a song's history opened. */
  historyCards?: number[]
  /** The longest main-thread task (ms) while the queries were typed and cleared; 0: none. */
  typingLongestTask?: number
  /** The JS heap in use (bytes) once the list had loaded, after a forced garbage collection. */
  loadedHeapBytes?: number
}

export interface ScrollResult {
  steps: number[]
  sources: Record<string, number>
  reachedEnd: boolean
  pressedAtEnd: number
  /** Durations (ms) of the long tasks while scrolling. */
  longTasks: number[]
  heapBytes: number
  rows: number
}

interface Span {
  start: number
  duration: number
}

/** What the page records for the bench, at `window.__bench`. */
interface Seen {
  events: Span[]
  frames: { start: number; end: number }[]
  longTasks: Span[]
  /** The end of the frame after each change inside the results (`.song-results`). */
  resultFrames: number[]
}

type BenchWindow = typeof window & { __bench: Seen }

// Queries whose first characters differ, in every script search covers.
const queries = ['love night', 'よるそら', 'yoru', 'qinghua', 'dream', 'ヨル']
const phone = { viewport: { width: 412, height: 823 } }
/** Between focusing the search field and the first key (ms). */
const focusPauseMs = 600
// A wheel step a little shorter than the screen: nothing is skipped, as in a reader's scrolling.
const innerScreen = 760

/** The longest of the page's long tasks since `begin` (ms), 0 when there was none. Runs in the page. */
function longestTaskSince(begin: number): number {
  return (window as BenchWindow).__bench.longTasks
    .filter((t) => t.start >= begin)
    .reduce((most, t) => Math.max(most, t.duration), 0)
}

/** Runs in the page before any of its scripts. */
export function instrument() {
  const seen: Seen = { events: [], frames: [], longTasks: [], resultFrames: [] }
  Object.defineProperty(window, '__bench', { value: seen })
  const observe = (
    type: string,
    // Event Timing's threshold is newer than TypeScript's DOM types.
    options: PerformanceObserverInit & { durationThreshold?: number },
    keep: (entry: PerformanceEntry) => void,
  ) => {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return
    new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({
      type,
      buffered: true,
      ...options,
    })
  }
  // Hover events that a moving list fires under a still mouse are not part of the input.
  const hover = /^(pointer|mouse)(over|out|enter|leave)$/
  const keep = (e: PerformanceEntry) => {
    if (!hover.test(e.name)) seen.events.push({ start: e.startTime, duration: e.duration })
  }
  observe('event', { durationThreshold: 16 }, keep)
  observe('first-input', {}, keep)
  observe('longtask', {}, (e) => seen.longTasks.push({ start: e.startTime, duration: e.duration }))
  // Typing is timed twice (design decision 32): to the next paint, and to the frame after the
  // results last changed, which is what a fan waits for when the key is echoed before its results.
  const afterNextFrame = (keep: (end: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => keep(performance.now())
      channel.port2.postMessage(null)
    })
  new MutationObserver((records) => {
    const inResults = records.some((r) => {
      const node = r.target instanceof Element ? r.target : r.target.parentElement
      return node?.closest('.song-results') != null
    })
    if (inResults) afterNextFrame((end) => seen.resultFrames.push(end))
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
  // Text Playwright inserts (kana) raises `input` without a key event, and wheel events have no
  // Event Timing entry: for every input, the task after the next frame is the fallback's end.
  for (const type of ['pointerdown', 'keydown', 'input', 'click', 'wheel'])
    addEventListener(
      type,
      (event) => {
        if (!event.isTrusted) return
        const start = event.timeStamp
        afterNextFrame((end) => seen.frames.push({ start, end }))
      },
      { capture: true, passive: true },
    )
}

/**
 * What one step's input cost: Event Timing's duration when reported, else the fallback; and, to
 * the frame after the results last changed since the input, `resultsMs` (the paint's figure when
 * they did not change: they showed the text at once).
 */
export function readStep(begin: number): { ms: number; source: string; resultsMs: number } | null {
  // Runs in the page: nothing imported reaches it, so no maxOf or minOf.
  const most = (values: number[]) => values.reduce((a, b) => Math.max(a, b), -Infinity)
  const least = (values: number[]) => values.reduce((a, b) => Math.min(a, b), Infinity)
  const { events, frames, resultFrames } = (window as BenchWindow).__bench
  const mine = <T extends { start: number }>(list: T[]) => list.filter((e) => e.start >= begin)
  const timed = mine(events)
  const fallen = mine(frames)
  if (timed.length === 0 && fallen.length === 0) return null
  const start = least([...timed, ...fallen].map((e) => e.start))
  const paint =
    timed.length > 0
      ? { ms: most(timed.map((e) => e.duration)), source: 'event-timing' }
      : { ms: most(fallen.map((f) => f.end)) - start, source: 'frame' }
  const changed = resultFrames.filter((end) => end >= begin)
  const resultsMs = changed.length > 0 ? Math.max(paint.ms, most(changed) - start) : paint.ms
  return { ...paint, resultsMs }
}

async function openSongList(browser: Browser, url: string, rate: number) {
  const context = await newContext(browser, phone)
  await context.addInitScript(instrument)
  await throttleWorkers(context, rate)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const go = async (target: string) => {
    await page.goto(target, { waitUntil: 'networkidle' })
    await hydrated(page, 60_000)
    // A narrow screen folds the filters behind a button (builds before issue 37 have none).
    const unfold = page.locator('.song-filters__toggle[aria-expanded=false]')
    if (await unfold.isVisible()) await unfold.click()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  }
  await go(url)
  return { context, page, cdp, go }
}

/**
 * Sends one input and waits `gap` ms after its frame; records its latency under `kind`, and the
 * time to its results under `resultsKind` when given.
 */
function stepper(page: Page, samples: InteractionSamples) {
  return async (
    kind: InteractionKind | null,
    action: () => Promise<unknown>,
    gap = 300,
    resultsKind?: InteractionKind,
  ) => {
    const begin = await page.evaluate(() => performance.now())
    await action()
    await page.waitForFunction(
      (b) => (window as BenchWindow).__bench.frames.some((f) => f.start >= b),
      begin,
      { timeout: 30_000 },
    )
    await page.waitForTimeout(gap)
    const result = await page.evaluate(readStep, begin)
    if (kind && result) {
      samples[kind] ??= []
      samples[kind].push(result.ms)
      samples.sources[result.source] = (samples.sources[result.source] ?? 0) + 1
    }
    if (resultsKind && result) (samples[resultsKind] ??= []).push(result.resultsMs)
  }
}

/**
 * Latencies (ms) of every song-list interaction but scrolling at CPU slowdown `rate`, by kind.
 * `history` names the most-sung song: its history is the song view filtered to it.
 */
export async function songListInteractions(
  browser: Browser,
  base: string,
  {
    rate,
    history,
    repeat = 3,
  }: { rate: number; history: { title: string; artist: string }; repeat?: number },
): Promise<InteractionSamples> {
  const samples: InteractionSamples = { sources: {} }
  const { context, page, cdp, go } = await openSongList(browser, `${base}/songlist`, rate)
  const step = stepper(page, samples)
  const press = (selector: string, key: string) => async () => {
    await page.focus(selector)
    await page.keyboard.press(key)
  }
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    samples.loadedHeapBytes = (await cdp.send('Runtime.getHeapUsage')).usedSize
    const typingBegin = await page.evaluate(() => performance.now())
    for (const query of queries) {
      await page.focus('#song-q')
      // A fan's moment between the tap and the first letter, while a phone's keyboard opens: what
      // the page loads or prepares on focus has that long before the first key.
      await page.waitForTimeout(focusPauseMs)
      for (const [i, char] of [...query].entries())
        await step(
          i === 0 ? 'firstChar' : 'nextChar',
          () => page.keyboard.type(char),
          150,
          i === 0 ? 'firstCharResults' : 'nextCharResults',
        )
      // The URL follows 300 ms after the last keystroke: let that settle before clearing.
      await page.waitForTimeout(400)
      await page.keyboard.press('ControlOrMeta+a')
      await step('clear', () => page.keyboard.press('Backspace'), 700, 'clearResults')
    }
    samples.typingLongestTask = await page.evaluate(longestTaskSince, typingBegin)
    // A focused select steps through its options with the arrow keys, as a keyboard user does.
    for (let i = 0; i < repeat; i++) {
      await step('date', press('#song-date', 'ArrowDown'))
      await step('date', press('#song-date', 'ArrowDown'))
      await step('date', press('#song-date', 'Home'))
      await step('type', press('#song-type', 'ArrowDown'))
      await step('type', press('#song-type', 'ArrowUp'))
    }
    const [streamsView, songsView] = [
      'input[name=song-view] >> nth=0',
      'input[name=song-view] >> nth=1',
    ]
    for (let i = 0; i < repeat; i++) {
      await step('view', () => page.click(songsView))
      await step('sort', press('#song-sort', 'ArrowDown'))
      await step('sort', press('#song-sort', 'ArrowDown'))
      await step('sort', press('#song-sort', 'Home'))
      await step('view', () => page.click(streamsView))
    }
    for (let i = 0; i < repeat * 2; i++)
      await step('random', () => page.click('.song-random button'), 200)
    // Pressed from the keyboard, so that no scrolling brings it near and grows the list first.
    for (let i = 0; i < repeat * 2; i++)
      await step('showMore', async () => {
        await page.evaluate(() =>
          document.querySelector<HTMLElement>('.song-more')?.focus({ preventScroll: true }),
        )
        await page.keyboard.press('Enter')
      })
    // From the streams view, which a search shows by itself only in builds before issue 73.
    const filtered = new URLSearchParams({
      q: history.title,
      singer: history.artist,
      view: 'streams',
    })
    await go(`${base}/songlist?${filtered}`)
    samples.historyCards = []
    for (let i = 0; i < repeat * 2; i++) {
      await step('history', () => page.click(songsView))
      samples.historyCards.push(await page.locator('.song-cards > li').count())
      await step(null, () => page.click(streamsView))
    }
  } finally {
    // A crashed page's context is gone already: let the error that crashed it through.
    await context.close().catch(() => {})
  }
  return samples
}

/**
 * Scrolls the song list with the mouse wheel, a screen a step, until the whole list is shown and
 * the page is at its end (or `maxSteps`). Returns each wheel step's latency, the long tasks
 * meanwhile and, after a forced garbage collection, the JS heap in use. Where the list stops
 * growing at the page's end (its "show more" button stays in view, so the observer that presses
 * it sees no change), the bench presses the button as a reader would, and counts it.
 */
export async function scrollSongList(
  browser: Browser,
  base: string,
  { rate, maxSteps = Infinity }: { rate: number; maxSteps?: number },
): Promise<ScrollResult> {
  const { context, page, cdp } = await openSongList(browser, `${base}/songlist`, rate)
  const samples: InteractionSamples = { sources: {} }
  const step = stepper(page, samples)
  const where = () =>
    page.evaluate(() => ({
      more: document.querySelector('.song-more') !== null,
      bottom: scrollY + innerHeight >= document.documentElement.scrollHeight - 2,
    }))
  try {
    await page.mouse.move(200, 400)
    const begin = await page.evaluate(() => performance.now())
    let steps = 0
    let stuck = 0
    let pressed = 0
    for (let at = await where(); steps < maxSteps && (at.more || !at.bottom); at = await where()) {
      if (at.more && at.bottom && ++stuck >= 3) {
        await step(null, async () => {
          await page.focus('.song-more')
          await page.keyboard.press('Enter')
        })
        pressed++
        stuck = 0
      }
      await step('scroll', () => page.mouse.wheel(0, innerScreen), 0)
      steps++
    }
    const longTasks = await page.evaluate(
      (b) =>
        (window as BenchWindow).__bench.longTasks
          .filter((t) => t.start >= b)
          .map((t) => t.duration),
      begin,
    )
    const end = await where()
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = await cdp.send('Runtime.getHeapUsage')
    return {
      steps: samples.scroll ?? [],
      sources: samples.sources,
      reachedEnd: !end.more && end.bottom,
      pressedAtEnd: pressed,
      longTasks,
      heapBytes: heap.usedSize,
      rows: await page.locator('.song-setlist__item').count(),
    }
  } finally {
    // A crashed page's context is gone already: let the error that crashed it through.
    await context.close().catch(() => {})
  }
}
