// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { ON_DEMAND_STALL_MS, onDemand, OnDemandStallError, useOnDemand } from './on-demand.ts'

describe('onDemand', () => {
  it('loads once however often it is asked, and keeps the value', async () => {
    const importer = vi.fn(() => Promise.resolve({ answer: 42 }))
    const module = onDemand(importer)
    expect(module.loaded()).toBeUndefined()
    expect(importer).not.toHaveBeenCalled()
    const [a, b] = await Promise.all([module.load(), module.load()])
    expect(a).toBe(b)
    expect(await module.load()).toBe(a)
    expect(module.loaded()).toEqual({ answer: 42 })
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('tries a failed load once more at once, and starts afresh on the next call after two failures', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValueOnce('loaded')
    const module = onDemand(importer)
    await expect(module.load()).rejects.toThrow('still offline')
    expect(importer).toHaveBeenCalledTimes(2)
    expect(module.loaded()).toBeUndefined()
    expect(await module.load()).toBe('loaded')
    expect(importer).toHaveBeenCalledTimes(3)
  })

  it('fails a load that has not ended within the bound, both tries counted, and keeps a late answer', async () => {
    vi.useFakeTimers()
    try {
      let answer: (value: string) => void = () => {}
      const importer = vi
        .fn<() => Promise<string>>()
        .mockImplementationOnce(
          () => new Promise((_, reject) => setTimeout(() => reject(new Error('slow')), 10_000)),
        )
        .mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
      const module = onDemand(importer)
      const outcome = module.load().catch((error: unknown) => error)
      await vi.advanceTimersByTimeAsync(10_000)
      expect(importer).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(ON_DEMAND_STALL_MS - 10_000 - 1)
      await vi.advanceTimersByTimeAsync(1)
      expect(await outcome).toBeInstanceOf(OnDemandStallError)
      answer('late')
      await vi.advanceTimersByTimeAsync(0)
      expect(module.loaded()).toBe('late')
      expect(await module.load()).toBe('late')
      expect(importer).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('useOnDemand', () => {
  it('loads nothing until wanted, then is loading until the value comes', async () => {
    let resolve: (value: string) => void = () => {}
    const pending = new Promise<string>((settle) => (resolve = settle))
    const importer = vi.fn(() => pending)
    const module = onDemand(importer)
    const { result, rerender } = renderHook(({ wanted }) => useOnDemand(module, wanted), {
      initialProps: { wanted: false },
    })
    expect(result.current.status).toBe('idle')
    expect(importer).not.toHaveBeenCalled()
    rerender({ wanted: true })
    expect(result.current.status).toBe('loading')
    await act(async () => resolve('charts'))
    expect(result.current).toMatchObject({ status: 'ready', value: 'charts' })
  })

  it('is ready at once for a value already loaded', async () => {
    const module = onDemand(() => Promise.resolve('charts'))
    await module.load()
    const { result } = renderHook(() => useOnDemand(module, true))
    expect(result.current).toMatchObject({ status: 'ready', value: 'charts' })
  })

  it('reports a failure, and loads again on retry', async () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {})
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('charts')
    const module = onDemand(importer)
    const { result } = renderHook(() => useOnDemand(module, true))
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(debug).toHaveBeenCalledOnce()
    act(() => result.current.retry())
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'charts' }))
    expect(importer).toHaveBeenCalledTimes(3)
  })

  it('starts a new attempt when wanted again after a failure', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('player')
    const module = onDemand(importer)
    const { result, rerender } = renderHook(({ wanted }) => useOnDemand(module, wanted), {
      initialProps: { wanted: true },
    })
    await waitFor(() => expect(result.current.status).toBe('failed'))
    rerender({ wanted: false })
    expect(result.current.status).toBe('idle')
    rerender({ wanted: true })
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'player' }))
  })
})
