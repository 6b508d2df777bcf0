import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'

import { assertConsoleClean, watchConsole } from './console.ts'
import { server } from './msw/server.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

beforeEach(() => watchConsole())

afterEach(() => {
  server.resetHandlers()
  assertConsoleClean()
})

// Only the files that declare `@vitest-environment jsdom` pay for Testing Library and the DOM.
// Imported last: after-hooks run in reverse, so its unmounting is still watched for console output.
if (typeof document !== 'undefined') await import('./setup-dom.ts')
