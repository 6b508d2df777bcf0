import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
}

/** axe's violations on the page as it is, one line each; the test must lift the CSP for it. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath })
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<AxeResult> } }).axe.run(),
  )
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
