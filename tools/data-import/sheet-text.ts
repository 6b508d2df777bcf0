import { decodeUtf8 } from '#build-src/utf8-text.ts'

/** A setlist sheet of a large archive is about 1 MB; more than this is not one. */
export const MAX_SHEET_BYTES = 16 * 1024 * 1024

/**
 * The text of an exported sheet without its byte order mark: UTF-8 (Excel's "CSV UTF-8", Google
 * Sheets, LibreOffice), or UTF-16 with its mark (Excel's "Unicode text", a TSV). Else the number
 * of the first line that is not UTF-8.
 */
export function sheetText(bytes: Buffer): { text: string } | { badLine: number } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) }
  const decoded = decodeUtf8(bytes)
  return 'text' in decoded ? { text: decoded.text.replace(/^\ufeff/, '') } : decoded
}
