import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'

import { releaseNetwork } from '#tests/network-guard.ts'

import { handlers } from './handlers.ts'

export const server = setupServer(...handlers)

// A file that imports the server gets it for all its tests: a request no handler answers fails.
beforeAll(() => {
  releaseNetwork()
  server.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
