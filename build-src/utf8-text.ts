/** Strict UTF-8: the text, or the number of the first line that is not valid UTF-8. */
export function decodeUtf8(bytes: Buffer): { text: string } | { badLine: number } {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  try {
    return { text: decoder.decode(bytes) }
  } catch {
    let line = 1
    let start = 0
    for (let i = 0; i <= bytes.length; i++) {
      if (i < bytes.length && bytes[i] !== 0x0a) continue
      try {
        decoder.decode(bytes.subarray(start, i))
      } catch {
        return { badLine: line }
      }
      line++
      start = i + 1
    }
    return { badLine: line }
  }
}
