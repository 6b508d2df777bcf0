// Keystroke-to-paint on the song list: from a keystroke's input event to the first frame painted
// after it (the list filters inside the keystroke), in Chromium with DevTools CPU throttling.
import { hydrated } from '../tests/support/hydrated.mjs'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

function instrument() {
  window.__latencies = []
  const input = document.querySelector('#song-q')
  input.addEventListener(
    'input',
    (event) => {
      const start = event.timeStamp
      const afterPaint = () => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => window.__latencies.push(performance.now() - start)
        channel.port2.postMessage(null)
      }
      requestAnimationFrame(afterPaint)
    },
    { capture: true },
  )
}

async function collect(page, count) {
  await page.waitForFunction((n) => window.__latencies.length >= n, count, { timeout: 30_000 })
  return page.evaluate(() => window.__latencies.splice(0))
}

/** Median keystroke-to-paint and clear-to-paint (ms) at a CPU slowdown `rate`. */
export async function searchLatency(browser, url, rate, queries = ['love night', 'よるそら']) {
  const page = await browser.newPage()
  await page.goto(url, { waitUntil: 'networkidle' })
  await hydrated(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await page.evaluate(instrument)
  const input = page.locator('#song-q')
  const typing = []
  const clearing = []
  for (let round = 0; round < 3; round++) {
    for (const query of queries) {
      await input.focus()
      for (const char of query) {
        await page.keyboard.type(char)
        typing.push(...(await collect(page, 1)))
        await page.waitForTimeout(150)
      }
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.press('Backspace')
      clearing.push(...(await collect(page, 1)))
      await page.waitForTimeout(400)
    }
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await page.close()
  return { keystroke: median(typing), clear: median(clearing), samples: typing.length }
}
