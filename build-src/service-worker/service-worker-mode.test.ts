import { describe, expect, it } from 'vitest'

import { serviceWorkerMode } from './service-worker-mode.ts'

describe('SERVICE_WORKER at build', () => {
  it('is on unless switched off', () => {
    expect(serviceWorkerMode(undefined)).toBe('on')
    expect(serviceWorkerMode('')).toBe('on')
    expect(serviceWorkerMode('on')).toBe('on')
    expect(serviceWorkerMode('off')).toBe('off')
  })

  it('refuses anything else, naming the variable, rather than guess', () => {
    expect(() => serviceWorkerMode('false')).toThrow(
      /SERVICE_WORKER must be "on" or "off", not "false"/,
    )
  })
})
