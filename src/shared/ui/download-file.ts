/** The visitor's own calendar day, `YYYY-MM-DD`: the day a file was saved, as they see it. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Saves `content` (text, or a file already made) through a link to it, as the browser's download. */
export function downloadFile(content: string | Blob, fileName: string, type: string): void {
  const url = URL.createObjectURL(content instanceof Blob ? content : new Blob([content], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // Revoked once the browser has surely taken the file: revoking at once can cancel it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
