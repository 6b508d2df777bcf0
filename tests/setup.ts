import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { assertConsoleClean, watchConsole } from './console'
import { server } from './msw/server'
import { patience } from './patience'

configure({ asyncUtilTimeout: patience.timeout })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

beforeEach(() => {
  watchConsole()
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {}
})

afterEach(() => {
  cleanup()
  server.resetHandlers()
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  })
  assertConsoleClean()
})
