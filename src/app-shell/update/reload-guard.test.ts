// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createReloadGuard } from './reload-guard.ts'

describe('the reload guard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    sessionStorage.clear()
  })
  afterEach(() => vi.useRealTimers())

  it('allows one automatic reload per failure episode, however slow each cycle is', () => {
    const guard = createReloadGuard()
    expect(guard.allow('/about')).toBe(true)
    for (const wait of [5_000, 11_000, 30_000, 3_600_000]) {
      vi.advanceTimersByTime(wait)
      expect(guard.allow('/about'), `after ${wait} ms more`).toBe(false)
    }
  })

  it('starts a new episode once the path loads or the visitor retries, keeping the 10 s window', () => {
    const guard = createReloadGuard()
    expect(guard.allow('/about')).toBe(true)
    guard.endEpisode('/about')
    vi.advanceTimersByTime(9_999)
    expect(guard.allow('/about')).toBe(false)
    vi.advanceTimersByTime(1)
    expect(guard.allow('/about')).toBe(true)
    expect(guard.allow('/about')).toBe(false)
  })

  it('keys by path', () => {
    const guard = createReloadGuard()
    expect(guard.allow('/about')).toBe(true)
    expect(guard.allow('/zh/about')).toBe(true)
    expect(guard.allow('/songlist')).toBe(true)
    expect(guard.allow('/about')).toBe(false)
  })

  it('remembers across page loads through sessionStorage', () => {
    expect(createReloadGuard().allow('/about')).toBe(true)
    // A fresh guard is what the reloaded page creates.
    expect(createReloadGuard().allow('/about')).toBe(false)
  })

  it('ignores a corrupt or future entry instead of refusing forever', () => {
    sessionStorage.setItem('app-update:reload:/about', 'garbage')
    expect(createReloadGuard().allow('/about')).toBe(true)
    sessionStorage.setItem(
      'app-update:reload:/songlist',
      JSON.stringify({ at: Date.now() + 60_000, open: false }),
    )
    expect(createReloadGuard().allow('/songlist')).toBe(true)
  })

  it('refuses when storage is unavailable', () => {
    const guard = createReloadGuard({
      storage: () => {
        throw new DOMException('denied', 'SecurityError')
      },
    })
    expect(guard.allow('/about')).toBe(false)
  })
})
