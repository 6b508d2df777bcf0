import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
}

/**
 * axe's violations on the page as it is (or in the part `selector` names), one line each; the test
 * must lift the CSP for it.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath })
  const result = await page.evaluate(
    (part) =>
      (
        window as unknown as { axe: { run: (context: string | Document) => Promise<AxeResult> } }
      ).axe.run(part ?? document),
    selector,
  )
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

/** Waits out the colour transitions a theme change starts, so axe sees the theme's own colours. */
export async function themeSettled(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)))
}
