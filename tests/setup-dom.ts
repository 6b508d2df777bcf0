import '@testing-library/jest-dom/vitest'

import * as webStreams from 'node:stream/web'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'

import { patience } from './patience.ts'

// Each file's DOM is a VM context of its own (vmThreads), which has no web streams; MSW needs them.
for (const name of ['ReadableStream', 'TransformStream', 'WritableStream'] as const) {
  if (!(name in globalThis)) Object.assign(globalThis, { [name]: webStreams[name] })
}

configure({ asyncUtilTimeout: patience.timeout })

beforeEach(() => {
  // jsdom has no scrolling; the router's scroll restoration calls it.
  window.scrollTo = () => {}
})

afterEach(() => {
  cleanup()
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  })
})
