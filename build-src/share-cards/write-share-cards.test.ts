import type * as nodeFs from 'node:fs'
import { readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { testCardLook } from '#tests/support/card-look.ts'
import { tempDirs } from '#tests/support/temp-dirs.ts'

import { CARD_HEIGHT, CARD_WIDTH } from './card-layout.ts'
import { isWholePng } from './whole-png.ts'
import { cardKey, type PageCard, pruneShareCards, writeShareCards } from './write-share-cards.ts'

// A disk that fills up in the middle of any file written under `folder`: 200 bytes, then ENOSPC.
const full = vi.hoisted(() => ({ folder: '' }))
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof nodeFs>()
  const writeFileSync: typeof fs.writeFileSync = (file, data, options) => {
    if (full.folder === '' || !String(file).startsWith(full.folder))
      return fs.writeFileSync(file, data, options)
    fs.writeFileSync(file, Buffer.from(data as Uint8Array).subarray(0, 200), options)
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), {
      code: 'ENOSPC',
    })
  }
  return { ...fs, writeFileSync, default: { ...fs, writeFileSync } }
})

afterEach(() => {
  full.folder = ''
})

const look = testCardLook('Fan site')
const newDir = tempDirs('share-cards-')
const mark = readFileSync('content/public/favicon.svg', 'utf8')
const cards: PageCard[] = [
  { file: 'cards/songs/夜に駆ける.png', card: { title: '夜に駆ける', figures: ['♪ ×2'] } },
  { file: 'cards/streams/2025-08-23.png', card: { title: '歌枠', figures: ['♪ 12'] } },
]

describe("the pages' share cards", () => {
  it('are drawn once: a second build with nothing changed draws none, a changed one only its own', async () => {
    const cache = newDir()
    const first = newDir()
    expect(await writeShareCards(first, cache, cards, look, mark)).toEqual({ drawn: 2, reused: 0 })
    const png = readFileSync(join(first, 'cards/songs/夜に駆ける.png'))
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')

    const second = newDir()
    expect(await writeShareCards(second, cache, cards, look, mark)).toEqual({ drawn: 0, reused: 2 })
    expect(readFileSync(join(second, 'cards/songs/夜に駆ける.png'))).toEqual(png)

    const sungAgain = [
      { ...cards[0]!, card: { title: '夜に駆ける', figures: ['♪ ×3'] } },
      cards[1]!,
    ]
    expect(await writeShareCards(newDir(), cache, sungAgain, look, mark)).toEqual({
      drawn: 1,
      reused: 1,
    })
    expect(readdirSync(cache)).toHaveLength(3)
  }, 60_000)

  it('draws again a cached card cut short, counted as drawn, and deploys it whole', async () => {
    const cache = newDir()
    await writeShareCards(newDir(), cache, cards, look, mark)
    const cached = join(cache, `${cardKey(cards[0]!.card, look, mark)}.png`)
    truncateSync(cached, 200)

    const site = newDir()
    expect(await writeShareCards(site, cache, cards, look, mark)).toEqual({ drawn: 1, reused: 1 })
    for (const png of [readFileSync(cached), readFileSync(join(site, cards[0]!.file))])
      expect(isWholePng(png, CARD_WIDTH, CARD_HEIGHT)).toBe(true)
  }, 60_000)

  it('leaves no part of a card under its name in the cache when its write fails half-way', async () => {
    const cache = newDir()
    full.folder = cache
    await expect(writeShareCards(newDir(), cache, cards, look, mark)).rejects.toThrow(/ENOSPC/)
    expect(readdirSync(cache)).toEqual([])

    full.folder = ''
    expect(await writeShareCards(newDir(), cache, cards, look, mark)).toEqual({
      drawn: 2,
      reused: 0,
    })
  }, 60_000)

  it('are pruned from the cache when no page of the build shows them', async () => {
    const cache = newDir()
    await writeShareCards(newDir(), cache, cards, look, mark)
    const sungAgain = [
      { ...cards[0]!, card: { title: '夜に駆ける', figures: ['♪ ×3'] } },
      cards[1]!,
    ]
    await writeShareCards(newDir(), cache, sungAgain, look, mark)
    writeFileSync(join(cache, 'README.txt'), 'not a card')
    expect(readdirSync(cache)).toHaveLength(4)

    expect(pruneShareCards(cache, sungAgain, look, mark)).toBe(1)
    const kept = sungAgain.map(({ card }) => `${cardKey(card, look, mark)}.png`)
    expect(readdirSync(cache).sort()).toEqual([...kept, 'README.txt'].sort())
    expect(await writeShareCards(newDir(), cache, sungAgain, look, mark)).toEqual({
      drawn: 0,
      reused: 2,
    })
  }, 60_000)

  it('are keyed by what they show, the look and the mark', () => {
    const { card } = cards[0]!
    const key = cardKey(card, look, mark)
    expect(cardKey({ ...card }, look, mark)).toBe(key)
    expect(cardKey({ ...card, title: '群青' }, look, mark)).not.toBe(key)
    expect(cardKey(card, { ...look, siteName: 'Other' }, mark)).not.toBe(key)
    expect(cardKey(card, look, `${mark} `)).not.toBe(key)
  })
})
