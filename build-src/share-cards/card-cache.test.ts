import { readdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { tempDirs } from '#tests/support/temp-dirs.ts'

import { pruneCardCache, readCachedCard } from './card-cache.ts'

const newDir = tempDirs('card-cache-')
const key = (digit: string) => digit.repeat(32)

describe("the share cards' cache folder", () => {
  it('gives no card for a key it lacks or holds cut short', () => {
    const cache = newDir()
    expect(readCachedCard(cache, key('a'))).toBeNull()
    writeFileSync(join(cache, `${key('a')}.png`), Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'))
    expect(readCachedCard(cache, key('a'))).toBeNull()
  })

  it('prunes the cards not used and the temporary files of a build stopped an hour ago', () => {
    const cache = newDir()
    const now = Date.now()
    const files = {
      used: `${key('a')}.png`,
      unused: `${key('b')}.png`,
      abandoned: `.${key('c')}.png.4242.tmp`,
      writing: `.${key('d')}.png.4343.tmp`,
      other: 'notes.txt',
    }
    for (const name of Object.values(files)) writeFileSync(join(cache, name), '')
    const twoHoursAgo = (now - 2 * 60 * 60 * 1000) / 1000
    for (const name of [files.abandoned, files.other])
      utimesSync(join(cache, name), twoHoursAgo, twoHoursAgo)

    expect(pruneCardCache(cache, new Set([key('a')]), now)).toBe(2)
    expect(readdirSync(cache).sort()).toEqual([files.writing, files.used, files.other].sort())
  })
})
