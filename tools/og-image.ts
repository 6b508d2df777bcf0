// Draws the content folder's share image, `public/og-image.png` (Open Graph / Twitter card), from
// its `og-image.svg` with Chromium. Run by hand after changing the SVG: `npx tsx tools/og-image.ts`
// (CONTENT_DIR for another content folder); the PNG is committed with the content.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'

import { chromiumArgs, chromiumPath } from '#tests/support/chromium.ts'

const dir = resolve(process.env.CONTENT_DIR?.trim() || 'content')
const svg = readFileSync(join(dir, 'og-image.svg'), 'utf8')
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(`<body style="margin:0">${svg}</body>`)
await page.screenshot({ path: join(dir, 'public', 'og-image.png'), type: 'png' })
await browser.close()
