import { vi } from 'vitest'

export interface SavedFile {
  name: string
  blob: Blob
}

/**
 * jsdom has no object URLs and does not download: this plays the browser's side, giving each
 * blob a URL and collecting what a download link's click would save. Call it in a beforeEach.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = []
  const blobs = new Map<string, Blob>()
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:test/${String(blobs.size)}`
      blobs.set(url, blob)
      return url
    },
  })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href)
    if (blob) saved.push({ name: this.download, blob })
  })
  return saved
}
