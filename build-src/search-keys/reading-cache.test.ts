import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { tempDirs } from '#tests/support/temp-dirs.ts'

import { readingCache } from './reading-cache.ts'

const tempDir = tempDirs('reading-cache-')

/** A cache file in a folder that does not exist yet. */
const cacheFile = () => join(tempDir(), 'cache', 'readings.json')

function writtenCacheFile(text: string): string {
  const file = join(tempDir(), 'readings.json')
  writeFileSync(file, text)
  return file
}

describe('readingCache', () => {
  it('gives a later build the readings an earlier one saved', () => {
    const file = cacheFile()
    const first = readingCache(file, 'analyser@1')
    expect(first.get('夜に駆ける')).toBeUndefined()
    first.set('夜に駆ける', 'よるにかける')
    first.save()
    expect(readingCache(file, 'analyser@1').get('夜に駆ける')).toBe('よるにかける')
  })

  it('keeps nothing for another analyser or version', () => {
    const file = cacheFile()
    const first = readingCache(file, 'analyser@1')
    first.set('夜に駆ける', 'よるにかける')
    first.save()
    expect(readingCache(file, 'analyser@2').get('夜に駆ける')).toBeUndefined()
  })

  it('keeps what another build saved meanwhile', () => {
    const file = cacheFile()
    const one = readingCache(file, 'analyser@1')
    const other = readingCache(file, 'analyser@1')
    one.set('花に亡霊', 'はなにぼうれい')
    other.set('打上花火', 'うちあげはなび')
    one.save()
    other.save()
    const later = readingCache(file, 'analyser@1')
    expect([later.get('花に亡霊'), later.get('打上花火')]).toEqual([
      'はなにぼうれい',
      'うちあげはなび',
    ])
  })

  it('starts empty from a broken file and replaces it on save', () => {
    const file = writtenCacheFile('{"analyser": "a", "readings": {"y": "わい"')
    const cache = readingCache(file, 'a')
    expect(cache.get('y')).toBeUndefined()
    cache.set('z', 'ぜっと')
    cache.save()
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      analyser: 'a',
      readings: { z: 'ぜっと' },
    })
  })

  it('ignores entries that are not text', () => {
    const file = writtenCacheFile(JSON.stringify({ analyser: 'a', readings: { x: 1, y: 'わい' } }))
    const cache = readingCache(file, 'a')
    expect([cache.get('x'), cache.get('y')]).toEqual([undefined, 'わい'])
  })
})
