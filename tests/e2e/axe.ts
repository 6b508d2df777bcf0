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

/**
 * Switches the system theme in place for a second scan. With motion reduced the site starts no
 * colour transitions, which axe would otherwise catch halfway in parts the browser styles late
 * (cards outside the screen).
 */
export async function switchTheme(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
}
