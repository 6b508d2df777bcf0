import { closeSync, openSync, readSync } from 'node:fs'

/** A setlist comment of a 100-song stream is about 10 KB; more than this is not a comment. */
export const MAX_COMMENT_BYTES = 1024 * 1024

/**
 * Reads at most `limit` bytes from a file or a descriptor (0: standard input), so a huge or
 * endless input costs neither the time nor the memory of reading it whole.
 */
export function readBounded(source: string | number, limit = MAX_COMMENT_BYTES): Buffer | null {
  const fd = typeof source === 'number' ? source : openSync(source, 'r')
  const chunks: Buffer[] = []
  let total = 0
  try {
    for (;;) {
      const chunk = Buffer.alloc(64 * 1024)
      let read: number
      try {
        read = readSync(fd, chunk, 0, chunk.length, null)
      } catch (error) {
        // A pipe that is not ready yet: wait for it rather than read it as ended.
        if ((error as NodeJS.ErrnoException).code === 'EAGAIN') continue
        throw error
      }
      if (read === 0) return Buffer.concat(chunks, total)
      total += read
      if (total > limit) return null
      chunks.push(chunk.subarray(0, read))
    }
  } finally {
    if (typeof source !== 'number') closeSync(fd)
  }
}
