import { afterEach, beforeAll, beforeEach } from 'vitest'

import { assertConsoleClean, watchConsole } from './console.ts'
import { guardNetwork } from './network-guard.ts'

beforeAll(() => guardNetwork())

beforeEach(() => watchConsole())

afterEach(() => assertConsoleClean())

// Only the files that declare `@vitest-environment jsdom` pay for Testing Library and the DOM.
// Imported last: after-hooks run in reverse, so its unmounting is still watched for console output.
if (typeof document !== 'undefined') await import('./setup-dom.ts')
