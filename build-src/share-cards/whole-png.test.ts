import { crc32, deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

import { isWholePng } from './whole-png.ts'

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A grey PNG of `width` × `height`, 8-bit greyscale. */
function png(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 0, 0, 0, 0], 8)
  const rows = Buffer.alloc((width + 1) * height, 0x80)
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('a whole PNG', () => {
  const card = png(12, 6)

  it('is one of the size asked for, from its signature to its IEND chunk', () => {
    expect(isWholePng(card, 12, 6)).toBe(true)
    expect(isWholePng(card, 1200, 630)).toBe(false)
    expect(isWholePng(png(6, 12), 12, 6)).toBe(false)
  })

  it('is not one cut short anywhere, nor one with anything after its end', () => {
    for (let length = 0; length < card.length; length++)
      expect(isWholePng(card.subarray(0, length), 12, 6), `cut to ${length} bytes`).toBe(false)
    expect(isWholePng(Buffer.concat([card, Buffer.from('more')]), 12, 6)).toBe(false)
  })

  it('is not one with a byte changed', () => {
    for (let at = 0; at < card.length; at++) {
      const changed = Buffer.from(card)
      changed[at] = changed[at]! ^ 0x10
      expect(isWholePng(changed, 12, 6), `byte ${at} changed`).toBe(false)
    }
  })

  it('starts with its IHDR chunk', () => {
    const late = Buffer.concat([
      signature,
      chunk('tEXt', Buffer.from('Comment\0late header', 'latin1')),
      card.subarray(signature.length),
    ])
    expect(isWholePng(late, 12, 6)).toBe(false)
  })
})
