// The prerendered page paints without JavaScript, so the app's chunks start loading only after that
// first frame: they no longer compete with the page's own bytes, and the paint visibly waits for
// nothing. One small inline module reads the page's chunk list (JSON, not executed) and loads it.

export const CHUNKS_ID = 'app-chunks'

const entryTag = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g

/**
 * Each preload link starts a fetch as it is added: ten in one task made a task of 15 to 45 ms on
 * the bench machine, so a few go per task.
 */
export const PRELOADS_PER_TASK = 3

/**
 * Identical on every page, so the CSP needs one hash for it. Module scripts run after parsing; the
 * chunks are requested once the first contentful paint is reported (browsers without paint timing
 * wait for one frame instead), then the entry once every chunk is preloading.
 */
export const bootScript = `const [entry, ...chunks] = JSON.parse(document.getElementById('${CHUNKS_ID}').textContent)
const load = (from = 0) => {
  for (const href of chunks.slice(from, from + ${PRELOADS_PER_TASK}))
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))
  if (from + ${PRELOADS_PER_TASK} < chunks.length) setTimeout(load, 0, from + ${PRELOADS_PER_TASK})
  else import(entry)
}
if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    setTimeout(load)
  }).observe({ type: 'paint', buffered: true })
else requestAnimationFrame(() => setTimeout(load))`

/**
 * Moves the entry script and every module preload of a built page into the chunk list read by
 * `bootScript`, placed where the entry script was. Fails on a page without an entry script.
 */
export function deferAppBoot(html) {
  const entry = entryTag.exec(html)?.[1]
  if (!entry) throw new Error('no <script type="module" src="/assets/..."> entry in the page')
  const chunks = [...html.matchAll(preloadTag)].map((m) => m[1])
  const tags = [
    `<script type="application/json" id="${CHUNKS_ID}">${JSON.stringify([entry, ...chunks])}</script>`,
    `<script type="module">${bootScript}</script>`,
  ]
  return html.replace(preloadTag, '').replace(entryTag, () => `\n    ${tags.join('\n    ')}`)
}
