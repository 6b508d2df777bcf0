// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { firstLoadFailed, LOAD_FAILURE_ID, recoverFirstLoad } from './first-load-recovery.ts'
import { createReloadGuard } from './reload-guard.ts'

const chunkError = new Error('Failed to fetch dynamically imported module: /assets/messages-ja.js')

describe('firstLoadFailed', () => {
  it('is true when a match failed on a chunk, and only then', () => {
    const router = (matches: { status: string; error?: unknown }[]) => ({ state: { matches } })
    expect(
      firstLoadFailed(router([{ status: 'success' }, { status: 'error', error: chunkError }])),
    ).toBe(true)
    expect(firstLoadFailed(router([{ status: 'error', error: new Error('not found') }]))).toBe(
      false,
    )
    expect(firstLoadFailed(router([{ status: 'success' }]))).toBe(false)
  })
})

describe('recoverFirstLoad', () => {
  let storage: Storage
  beforeEach(() => {
    sessionStorage.clear()
    storage = sessionStorage
    document.body.innerHTML = `<main><div id="${LOAD_FAILURE_ID}" hidden tabindex="-1"><p>読み込めませんでした</p><button>再読み込み</button></div><h1>歌リスト</h1></main>`
  })
  const notice = () => document.getElementById(LOAD_FAILURE_ID)!

  it('reloads once per episode, then shows the prerendered notice and leaves the page as it is', () => {
    const guard = createReloadGuard({ storage: () => storage })
    const load = vi.fn()
    expect(recoverFirstLoad(guard, document, load)).toBe('reload')
    expect(load).toHaveBeenCalledWith(location.href, 'reload')
    expect(notice().hidden).toBe(true)

    expect(recoverFirstLoad(guard, document, load)).toBe('notice')
    expect(load).toHaveBeenCalledTimes(1)
    expect(notice().hidden).toBe(false)
    expect(document.activeElement).toBe(notice())
    expect(document.querySelector('h1')?.textContent).toBe('歌リスト')
  })

  it('retries on the button, and the retry starts a new episode', () => {
    let now = 0
    const guard = createReloadGuard({ storage: () => storage, now: () => now })
    const load = vi.fn()
    recoverFirstLoad(guard, document, load)
    recoverFirstLoad(guard, document, load)
    notice().querySelector('button')!.click()
    expect(load).toHaveBeenCalledTimes(2)
    // After a retry by hand, a failure may reload once more on its own (not within 10 s).
    now += 11_000
    expect(guard.allow(location.pathname)).toBe(true)
  })

  it('never reloads without storage to remember it, and shows the notice at once', () => {
    const guard = createReloadGuard({
      storage: () => {
        throw new Error('storage disabled')
      },
    })
    const load = vi.fn()
    expect(recoverFirstLoad(guard, document, load)).toBe('notice')
    expect(load).not.toHaveBeenCalled()
    expect(notice().hidden).toBe(false)
  })
})
