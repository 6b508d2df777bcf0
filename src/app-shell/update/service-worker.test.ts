// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'

import { handOver, registerWorker, workerUrl } from './service-worker.ts'

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

describe('handing over before a full load', () => {
  it('asks the waiting worker to take over and waits until it has', async () => {
    const registration = new FakeRegistration()
    const waiting = new FakeWorker('installed')
    registration.waiting = waiting
    let done = false
    const handed = handOver(containerWith(registration), 60_000).then(() => {
      done = true
    })
    await vi.waitFor(() =>
      expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }),
    )
    waiting.moveTo('activating')
    await Promise.resolve()
    expect(done).toBe(false)
    waiting.moveTo('activated')
    await handed
    expect(done).toBe(true)
  })

  it('goes ahead after the timeout when the worker never takes over', async () => {
    vi.useFakeTimers()
    try {
      const registration = new FakeRegistration()
      registration.waiting = new FakeWorker('installed')
      let done = false
      const handed = handOver(containerWith(registration), 3_000).then(() => {
        done = true
      })
      await vi.advanceTimersByTimeAsync(2_999)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await handed
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('does nothing without a waiting worker, a registration or the API', async () => {
    const registration = new FakeRegistration()
    registration.active = new FakeWorker('activated')
    await expect(handOver(containerWith(registration))).resolves.toBeUndefined()
    await expect(
      handOver({ getRegistration: vi.fn(async () => undefined) }),
    ).resolves.toBeUndefined()
    await expect(handOver(undefined)).resolves.toBeUndefined()
    await expect(
      handOver({ getRegistration: vi.fn(async () => Promise.reject(new Error('no'))) }),
    ).resolves.toBeUndefined()
  })
})
