import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface AxeResult {
  violations: { id: string; impact: string; nodes: { target: string[] }[] }[]
}

/**
 * The rules a theme can change the outcome of: the colours' contrast. A page already scanned whole
 * in one theme needs only these in the other (a third of a whole scan's time on the song list).
 */
export const colourRules = ['color-contrast', 'link-in-text-block']

/**
 * axe's violations on the page as it is (or in the part `selector` names), one line each, for
 * every rule or for `rules` alone; the test must lift the CSP for it.
 */
export async function axeViolations(
  page: Page,
  selector?: string,
  rules?: string[],
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath })
  const result = await page.evaluate(
    ([part, only]) =>
      (
        window as unknown as {
          axe: {
            run: (context: string | Document, options: object) => Promise<AxeResult>
          }
        }
      ).axe.run(part ?? document, only ? { runOnly: only } : {}),
    [selector, rules] as const,
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

/**
 * axe on the page as it is, in both themes from one load: every rule in the theme it shows, then
 * only the colour rules in the other, which it is left in (the other rules cannot change with the
 * theme). Each line names its theme; a switch that changed no colour is a line too.
 */
export async function axeInBothThemes(page: Page, selector?: string): Promise<string[]> {
  const shown = (await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches))
    ? 'dark'
    : 'light'
  const other = shown === 'dark' ? 'light' : 'dark'
  const colour = () => page.evaluate(() => getComputedStyle(document.documentElement).color)
  const before = await colour()
  const all = await axeViolations(page, selector)
  await switchTheme(page, other)
  const unchanged = (await colour()) === before ? [`${other}: the theme did not change`] : []
  const colours = await axeViolations(page, selector, colourRules)
  return [
    ...all.map((line) => `${shown}: ${line}`),
    ...unchanged,
    ...colours.map((line) => `${other}: ${line}`),
  ]
}
