// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

import { onDemand } from '#src/shared/ui/on-demand.ts'

import * as searchModule from './search-code.ts'
import { type SearchCode, searchLoading } from './search-on-demand.ts'

const loadingFrom = (importer: () => Promise<SearchCode>) => searchLoading(onDemand(importer))

describe('the search code loaded on demand', () => {
  it('loads once for the focus, the press and the text that all ask for it', async () => {
    const importer = vi.fn(() => Promise.resolve(searchModule))
    const { preloadSearch, useSearchCode } = loadingFrom(importer)
    const { result, rerender } = renderHook(({ wanted }) => useSearchCode(wanted), {
      initialProps: { wanted: false },
    })
    expect(result.current.code).toBeNull()
    expect(importer).not.toHaveBeenCalled()
    preloadSearch()
    preloadSearch()
    rerender({ wanted: true })
    await waitFor(() => expect(result.current.code).toBe(searchModule))
    expect(importer).toHaveBeenCalledTimes(1)
    // Cleared again, the list keeps the code: nothing loads or unloads.
    rerender({ wanted: false })
    expect(result.current.code).toBe(searchModule)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('says a failed load failed, tries no more on its own, and loads on a retry', async () => {
    vi.spyOn(console, 'debug').mockImplementation(() => {})
    const importer = vi
      .fn<() => Promise<SearchCode>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue(searchModule)
    const { useSearchCode } = loadingFrom(importer)
    const { result } = renderHook(() => useSearchCode(true))
    await waitFor(() => expect(result.current.failed).toBe(true))
    expect(result.current.code).toBeNull()
    // No loop: the failure waits for the fan's retry.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(importer).toHaveBeenCalledTimes(2)
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.code).toBe(searchModule))
    expect(result.current.failed).toBe(false)
    expect(importer).toHaveBeenCalledTimes(3)
  })

  it('keeps a failed preload quiet, and the text that then asks for the code tries afresh', async () => {
    const importer = vi
      .fn<() => Promise<SearchCode>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('still offline'))
      .mockResolvedValue(searchModule)
    const { preloadSearch, searchCodeWithin, useSearchCode } = loadingFrom(importer)
    preloadSearch()
    await searchCodeWithin(1_000)
    expect(importer).toHaveBeenCalledTimes(2)
    const { result } = renderHook(() => useSearchCode(true))
    await waitFor(() => expect(result.current.code).toBe(searchModule))
    expect(result.current.failed).toBe(false)
  })

  it('lets a link with a query wait for the code, but no longer than the bound', async () => {
    vi.useFakeTimers()
    try {
      const { searchCodeWithin } = loadingFrom(() => new Promise<SearchCode>(() => {}))
      let waited = false
      void searchCodeWithin(5_000).then(() => (waited = true))
      await vi.advanceTimersByTimeAsync(4_999)
      expect(waited).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(waited).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})
