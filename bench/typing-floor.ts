// `npm run bench:typing-floor`: what the song-list bench's typing figure (interactions.ts) reads
// on a page that does nothing but a fixed busy wait on each input, so a list's figure can be read
// against the instrument's own floor. Event Timing reports an input only from 16 ms and rounds to
// 8 ms; below that the bench falls back to the task after the next frame.
//
// Environment:
//   FLOOR_WORK   the busy waits per input to try, ms (default 0,1,3,5,8)
//   FLOOR_KEYS   keys typed per wait and CPU rate (default 36)
import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumPath, newContext } from '#tests/support/chromium.ts'

import { instrument, readStep } from './interactions.ts'
import { median, p95 } from './report.ts'

const works = (process.env.FLOOR_WORK ?? '0,1,3,5,8').split(',').map(Number)
const keys = Number(process.env.FLOOR_KEYS ?? 36)
const origin = 'http://typing-floor.test/'

const page = (work: number) => `<!doctype html><html lang="en"><title>typing floor</title>
<label>query <input id="q"></label><p class="song-results" id="r"></p>
<script>
document.getElementById('q').addEventListener('input', (e) => {
  const start = performance.now()
  while (performance.now() - start < ${work});
  document.getElementById('r').textContent = e.target.value
})
</script>`

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
console.log(
  '| busy wait per input | 1x median | 1x p95 | 4x median | 4x p95 | Event Timing / frame |',
)
console.log('|---|---|---|---|---|---|')
try {
  for (const work of works) {
    const figures: string[] = []
    const sources = new Map<string, number>()
    for (const rate of [1, 4]) {
      const context = await newContext(browser, { viewport: { width: 412, height: 823 } })
      await context.addInitScript(instrument)
      await context.route(origin, (route) =>
        route.fulfill({ contentType: 'text/html', body: page(work) }),
      )
      const tab = await context.newPage()
      await tab.goto(origin)
      const cdp = await context.newCDPSession(tab)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate })
      const samples: number[] = []
      await tab.focus('#q')
      for (let i = 0; i < keys; i++) {
        // A word of six letters, then a fresh field, as the song-list bench types its queries.
        if (i % 6 === 0) await tab.fill('#q', '')
        const begin = await tab.evaluate(() => performance.now())
        await tab.keyboard.type('dreamy'[i % 6] ?? 'd')
        await tab.waitForTimeout(150)
        const step = await tab.evaluate(readStep, begin)
        if (!step) continue
        samples.push(step.ms)
        sources.set(step.source, (sources.get(step.source) ?? 0) + 1)
      }
      figures.push(`${Math.round(median(samples))} | ${Math.round(p95(samples))}`)
      await context.close()
    }
    const read = `${sources.get('event-timing') ?? 0} / ${sources.get('frame') ?? 0}`
    console.log(`| ${work} ms | ${figures.join(' | ')} | ${read} |`)
  }
} finally {
  await browser.close()
}
