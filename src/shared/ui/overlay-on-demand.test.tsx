// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { onDemand } from './on-demand.ts'
import { useOverlayOnDemand } from './overlay-on-demand.ts'

const button = (name: string) => {
  const element = document.createElement('button')
  element.textContent = name
  document.body.append(element)
  return element
}

afterEach(() => {
  document.body.replaceChildren()
  vi.restoreAllMocks()
})

describe('useOverlayOnDemand', () => {
  it('shows the target once the code is loaded, and a second press of the same button closes it when toggling', async () => {
    const source = onDemand(() => Promise.resolve('menu code'))
    const { result } = renderHook(() => useOverlayOnDemand(source, true))
    const first = { opener: button('a') }
    act(() => result.current.show(first))
    await waitFor(() => expect(result.current.open).toBe(first))
    expect(result.current.loaded).toBe('menu code')
    const second = { opener: button('b') }
    act(() => result.current.show(second))
    await waitFor(() => expect(result.current.open).toBe(second))
    act(() => result.current.show({ opener: second.opener }))
    await waitFor(() => expect(result.current.open).toBeNull())
  })

  it('replaces what is open on any press when not toggling, and closes on close', async () => {
    const source = onDemand(() => Promise.resolve('dialog code'))
    const { result } = renderHook(() => useOverlayOnDemand(source))
    const opener = button('report')
    act(() => result.current.show({ opener }))
    await waitFor(() => expect(result.current.open?.opener).toBe(opener))
    act(() => result.current.show({ opener }))
    await waitFor(() => expect(result.current.open?.opener).toBe(opener))
    act(() => result.current.close())
    expect(result.current.open).toBeNull()
  })

  it('offers a retry of the target whose load failed, and dismissing gives focus back to its button', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue('menu code')
    const { result } = renderHook(() => useOverlayOnDemand(onDemand(importer)))
    const target = { opener: button('more') }
    act(() => result.current.show(target))
    await waitFor(() => expect(result.current.failure).not.toBeNull())
    expect(result.current.open).toBeNull()
    act(() => result.current.failure?.retry())
    await waitFor(() => expect(result.current.open).toBe(target))
    expect(result.current.failure).toBeNull()

    const { result: other } = renderHook(() =>
      useOverlayOnDemand(onDemand(() => Promise.reject(new Error('offline')))),
    )
    act(() => other.current.show(target))
    await waitFor(() => expect(other.current.failure).not.toBeNull())
    act(() => other.current.failure?.dismiss())
    expect(other.current.failure).toBeNull()
    expect(document.activeElement).toBe(target.opener)
  })
})
