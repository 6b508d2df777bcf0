import { downloadFile } from '#src/shared/ui/download-file.ts'

export type ShareOutcome = 'shared' | 'saved' | 'cancelled'

/**
 * Through the device's share sheet where the browser shares files, else as a download. A share
 * the visitor closes is cancelled; one the browser refuses (no permission, too large) falls back
 * to the download, so the picture is never lost.
 */
export async function shareFile(file: File, title: string): Promise<ShareOutcome> {
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title })
      return 'shared'
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    }
  }
  downloadFile(file, file.name, file.type)
  return 'saved'
}
