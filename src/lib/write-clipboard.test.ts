import { afterEach, describe, expect, it, vi } from 'vitest'

import { writeClipboard } from './write-clipboard.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('writeClipboard', () => {
  it('resolves true once the text is written', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { clipboard: { writeText } })
    await expect(writeClipboard('夜に駆ける')).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith('夜に駆ける')
  })

  it('resolves false when the browser refuses', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new Error('denied')) },
    })
    await expect(writeClipboard('x')).resolves.toBe(false)
  })

  it('resolves false without a clipboard, where the call itself throws', async () => {
    vi.stubGlobal('navigator', {})
    await expect(writeClipboard('x')).resolves.toBe(false)
  })
})
