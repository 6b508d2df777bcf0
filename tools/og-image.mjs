// Draws public/og-image.png (the Open Graph / Twitter card image) from tools/og-image/og-image.svg
// with Chromium. Run by hand after changing the SVG: `node tools/og-image.mjs`; the PNG is committed.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/support/chromium.mjs'

const here = import.meta.dirname
const svg = readFileSync(join(here, 'og-image', 'og-image.svg'), 'utf8')
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(`<body style="margin:0">${svg}</body>`)
await page.screenshot({ path: join(here, '..', 'public', 'og-image.png'), type: 'png' })
await browser.close()
