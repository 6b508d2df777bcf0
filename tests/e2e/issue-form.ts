// What the contribution specs share: GitHub's new-issue form, answered by a stub so that nothing
// leaves the machine, and the URL a click opened it at.
import type { BrowserContext } from '@playwright/test'

export async function openedIssue(
  context: BrowserContext,
  click: () => Promise<void>,
): Promise<URL> {
  await context.route('https://github.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>issue form</title>' }),
  )
  const [tab] = await Promise.all([context.waitForEvent('page'), click()])
  await tab.waitForLoadState()
  return new URL(tab.url())
}
