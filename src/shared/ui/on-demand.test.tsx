// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { onDemand, useOnDemand } from './on-demand'

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

  it('tries again after a failed load', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('loaded')
    const module = onDemand(importer)
    await expect(module.load()).rejects.toThrow('offline')
    expect(module.loaded()).toBeUndefined()
    expect(await module.load()).toBe('loaded')
    expect(importer).toHaveBeenCalledTimes(2)
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
      .mockResolvedValueOnce('charts')
    const module = onDemand(importer)
    const { result } = renderHook(() => useOnDemand(module, true))
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(debug).toHaveBeenCalledOnce()
    act(() => result.current.retry())
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: 'charts' }))
    expect(importer).toHaveBeenCalledTimes(2)
  })
})
