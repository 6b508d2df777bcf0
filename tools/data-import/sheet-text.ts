import { decodeUtf8 } from '#build-src/utf8-text.ts'

/** A setlist sheet of a large archive is about 1 MB; more than this is not one. */
export const MAX_SHEET_BYTES = 16 * 1024 * 1024

/**
 * Whether the bytes look like UTF-16 without its mark: the zero bytes of its ASCII characters
 * (digits, commas, line breaks) all at odd offsets (little-endian) or all at even ones (big-endian).
 * A CSV in UTF-8 holds no zero byte at all. Such a file is refused rather than read, as its byte
 * order would be a guess; without this check it reads as UTF-8 full of zero characters.
 */
export function isUnmarkedUtf16(bytes: Buffer): boolean {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return false
  const sample = bytes.subarray(0, 4096)
  let even = 0
  let odd = 0
  sample.forEach((byte, index) => {
    if (byte !== 0) return
    if (index % 2 === 0) even += 1
    else odd += 1
  })
  return (even === 0) !== (odd === 0) && even + odd >= sample.length / 8
}

/**
 * The text of an exported sheet without its byte order mark: UTF-8 (Excel's "CSV UTF-8", Google
 * Sheets, LibreOffice), or UTF-16 with its mark, either byte order (Excel's "Unicode text", a TSV).
 * Else the number of the first line that is not UTF-8.
 */
export function sheetText(bytes: Buffer): { text: string } | { badLine: number } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) }
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) }
  const decoded = decodeUtf8(bytes)
  return 'text' in decoded ? { text: decoded.text.replace(/^\ufeff/, '') } : decoded
}
