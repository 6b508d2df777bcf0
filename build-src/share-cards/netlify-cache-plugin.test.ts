import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { cacheDir, onPostBuild, onPreBuild } from '#netlify/plugins/share-card-cache/index.js'

import { shareCardCache } from './card-look.ts'

const root = resolve(import.meta.dirname, '../..')

const fakeCache = (outcome: boolean | Error) => {
  const answer = vi.fn((path: string) => {
    void path
    return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome)
  })
  return { restore: answer, save: answer }
}

describe('the share cards’ Netlify cache plugin', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('is the one plugin netlify.toml names', () => {
    const toml = readFileSync(join(root, 'netlify.toml'), 'utf8')
    expect([...toml.matchAll(/^\s*package = "(.+)"$/gm)].map((m) => m[1])).toEqual([
      './netlify/plugins/share-card-cache',
    ])
    const manifest = readFileSync(
      join(root, 'netlify/plugins/share-card-cache/manifest.yml'),
      'utf8',
    )
    expect(manifest).toMatch(/^name: share-card-cache$/m)
  })

  it('keeps the folder the build draws its cards into, SHARE_CARD_CACHE too', () => {
    vi.stubEnv('SHARE_CARD_CACHE', undefined)
    expect(resolve(root, cacheDir())).toBe(shareCardCache(root))
    vi.stubEnv('SHARE_CARD_CACHE', '/tmp/cards')
    expect(cacheDir()).toBe(shareCardCache(root))
  })

  it('restores before the build and saves after it', async () => {
    const cache = fakeCache(true)
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await onPreBuild({ utils: { cache } })
    await onPostBuild({ utils: { cache } })
    expect(cache.restore.mock.calls).toEqual([
      ['node_modules/.cache/share-cards'],
      ['node_modules/.cache/share-cards'],
    ])
    expect(log.mock.calls.map(([line]) => line)).toEqual([
      'share cards: cache restored',
      'share cards: cache saved',
    ])
  })

  it('lets the build go on, drawing every card, when the cache cannot be restored or saved', async () => {
    const cache = fakeCache(new Error('cache service down'))
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    await expect(onPreBuild({ utils: { cache } })).resolves.toBeUndefined()
    await expect(onPostBuild({ utils: { cache } })).resolves.toBeUndefined()
    expect(log.mock.calls.map(([line]) => String(line))).toEqual([
      'share cards: cache not restored, every card is drawn (Error: cache service down)',
      'share cards: cache not saved (Error: cache service down)',
    ])
  })
})
