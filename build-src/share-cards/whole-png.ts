// Whether a file is a whole PNG of the size asked for: a cache file cut short (a full disk, a build
// stopped half-way, a cache restored in part) or garbled must be drawn again, never deployed.
import { crc32 } from 'node:zlib'

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/**
 * True when `png` is the PNG signature, then an IHDR chunk of `width` × `height`, then chunks each
 * whole with its CRC right, up to an IEND chunk that ends the file.
 */
export function isWholePng(png: Buffer, width: number, height: number): boolean {
  if (png.length < signature.length || !png.subarray(0, signature.length).equals(signature))
    return false
  let at = signature.length
  let first = true
  while (at + 12 <= png.length) {
    const length = png.readUInt32BE(at)
    const end = at + 12 + length
    if (end > png.length) return false
    const type = png.toString('latin1', at + 4, at + 8)
    const crc = png.readUInt32BE(end - 4)
    if (crc32(png.subarray(at + 4, end - 4)) !== crc) return false
    if (first) {
      const ihdr = at + 8
      if (type !== 'IHDR' || length !== 13) return false
      if (png.readUInt32BE(ihdr) !== width || png.readUInt32BE(ihdr + 4) !== height) return false
      first = false
    }
    if (type === 'IEND') return end === png.length
    at = end
  }
  return false
}
