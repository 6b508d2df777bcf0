// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { loadAfterHandOver } from './hand-over.ts'
import { registerWorker, workerUrl } from './service-worker.ts'

class FakeWorker extends EventTarget {
  readonly postMessage = vi.fn()
  constructor(public state: ServiceWorkerState) {
    super()
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  active: FakeWorker | null = null
}

function containerWith(registration: FakeRegistration) {
  return {
    register: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
    getRegistration: vi.fn(async () => registration as unknown as ServiceWorkerRegistration),
  }
}

describe('the worker named by the page', () => {
  it('is the meta’s file under the base URL', () => {
    document.head.innerHTML =
      '<meta name="base-url" content="/fans/"><meta name="service-worker" content="sw.js">'
    expect(workerUrl()?.pathname).toBe('/fans/sw.js')
  })

  it('is none when the build switched it off', () => {
    document.head.innerHTML = '<meta name="base-url" content="/">'
    expect(workerUrl()).toBeNull()
  })
})

describe('registering the worker', () => {
  const url = new URL('http://localhost/fans/sw.js')

  it('registers for the base and reports a successor once it is installed, not before', async () => {
    const registration = new FakeRegistration()
    registration.active = new FakeWorker('activated')
    const container = containerWith(registration)
    const onWaiting = vi.fn()
    await registerWorker(url, onWaiting, container)
    expect(container.register).toHaveBeenCalledWith(url, { scope: '/fans/' })

    const next = new FakeWorker('installing')
    registration.installing = next
    registration.dispatchEvent(new Event('updatefound'))
    expect(onWaiting).not.toHaveBeenCalled()
    next.moveTo('installed')
    expect(onWaiting).toHaveBeenCalledOnce()
  })

  it('reports a successor already waiting when the page starts', async () => {
    const registration = new FakeRegistration()
    registration.active = new FakeWorker('activated')
    registration.waiting = new FakeWorker('installed')
    const onWaiting = vi.fn()
    await registerWorker(url, onWaiting, containerWith(registration))
    expect(onWaiting).toHaveBeenCalledOnce()
  })

  it('reports nothing for the first worker: no page is handed over from', async () => {
    const registration = new FakeRegistration()
    const first = new FakeWorker('installing')
    registration.installing = first
    const onWaiting = vi.fn()
    await registerWorker(url, onWaiting, containerWith(registration))
    first.moveTo('installed')
    expect(onWaiting).not.toHaveBeenCalled()
  })

  it('fails quietly: the site works without it', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const container = {
      register: vi.fn(async () => Promise.reject(new Error('SecurityError'))),
      getRegistration: vi.fn(),
    }
    expect(await registerWorker(url, vi.fn(), container)).toBeNull()
    expect(debug).toHaveBeenCalled()
    debug.mockRestore()
  })
})

describe('a full load after the hand-over', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function waitingWorker() {
    const registration = new FakeRegistration()
    const waiting = new FakeWorker('installed')
    registration.waiting = waiting
    return { waiting, registration, container: containerWith(registration) }
  }

  it('asks the waiting worker to take over and loads once it has', async () => {
    const { waiting, container } = waitingWorker()
    const load = vi.fn()
    void loadAfterHandOver(load, container, 3_000)
    await vi.advanceTimersByTimeAsync(0)
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' })
    waiting.moveTo('activating')
    await vi.advanceTimersByTimeAsync(1_000)
    expect(load).not.toHaveBeenCalled()
    waiting.moveTo('activated')
    await vi.advanceTimersByTimeAsync(100)
    expect(load).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(load).toHaveBeenCalledOnce()
  })

  it("asks the registration, which sees the take-over when the worker's state does not", async () => {
    const { waiting, container, registration } = waitingWorker()
    const load = vi.fn()
    void loadAfterHandOver(load, container, 3_000)
    await vi.advanceTimersByTimeAsync(1_000)
    registration.active = waiting
    await vi.advanceTimersByTimeAsync(100)
    expect(load).toHaveBeenCalledOnce()
  })

  it('loads after the timeout, and once more if the worker takes over while the page is still here', async () => {
    const { waiting, container } = waitingWorker()
    const load = vi.fn()
    void loadAfterHandOver(load, container, 3_000)
    await vi.advanceTimersByTimeAsync(2_999)
    expect(load).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(load).toHaveBeenCalledOnce()
    waiting.moveTo('activating')
    await vi.advanceTimersByTimeAsync(500)
    expect(load).toHaveBeenCalledOnce()
    waiting.moveTo('activated')
    await vi.advanceTimersByTimeAsync(100)
    expect(load).toHaveBeenCalledTimes(2)
    waiting.moveTo('redundant')
    await vi.advanceTimersByTimeAsync(20_000)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('loads once when the worker is set aside, before the timeout or after it', async () => {
    for (const setAsideAt of [1_000, 5_000]) {
      const { waiting, container } = waitingWorker()
      const load = vi.fn()
      void loadAfterHandOver(load, container, 3_000)
      await vi.advanceTimersByTimeAsync(setAsideAt)
      waiting.moveTo('redundant')
      await vi.advanceTimersByTimeAsync(20_000)
      expect(load).toHaveBeenCalledOnce()
    }
  })

  it('loads once when the worker never takes over', async () => {
    const { container } = waitingWorker()
    const load = vi.fn()
    void loadAfterHandOver(load, container, 3_000)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(load).toHaveBeenCalledOnce()
  })

  it('loads at once without a waiting worker, a registration or the API', async () => {
    const registration = new FakeRegistration()
    registration.active = new FakeWorker('activated')
    for (const container of [
      containerWith(registration),
      { getRegistration: vi.fn(async () => undefined) },
      undefined,
      { getRegistration: vi.fn(async () => Promise.reject(new Error('no'))) },
    ]) {
      const load = vi.fn()
      await loadAfterHandOver(load, container)
      expect(load).toHaveBeenCalledOnce()
    }
  })
})
