import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { testCardLook } from '#tests/support/card-look.ts'
import { tempDirs } from '#tests/support/temp-dirs.ts'

import { cardKey, type PageCard, writeShareCards } from './write-share-cards.ts'

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

  it('are keyed by what they show, the look and the mark', () => {
    const { card } = cards[0]!
    const key = cardKey(card, look, mark)
    expect(cardKey({ ...card }, look, mark)).toBe(key)
    expect(cardKey({ ...card, title: '群青' }, look, mark)).not.toBe(key)
    expect(cardKey(card, { ...look, siteName: 'Other' }, mark)).not.toBe(key)
    expect(cardKey(card, look, `${mark} `)).not.toBe(key)
  })
})
