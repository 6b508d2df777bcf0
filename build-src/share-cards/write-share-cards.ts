// Writes the pages' share cards into the built site, drawing only those whose content changed: a
// card's file in the cache is named after the hash of everything it is drawn from (its text, the
// look, the mark, the layout's and the fonts' code, the fonts' and the renderer's versions), so a
// build with nothing changed draws none and a changed song redraws only its own card. A cached
// card that is not a whole PNG is drawn again (card-cache.ts).
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import { cacheCard, pruneCardCache, readCachedCard } from './card-cache.ts'
import { cardFontVersions } from './card-fonts.ts'
import type { CardLook, ShareCard } from './card-layout.ts'
import { createCardRenderer } from './card-renderer.ts'

export interface PageCard {
  /** The card's file, relative to the built site (`cards/songs/夜に駆ける.png`). */
  file: string
  card: ShareCard
}

export interface WrittenCards {
  drawn: number
  reused: number
}

// The layout, and the fonts' choice and what a card leaves out for want of a glyph.
const layoutSource = ['card-layout.ts', 'card-fonts.ts']
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .join('\n')
// The package exports no package.json: it is read beside its entry (dist/).
const rendererPackage = join(
  dirname(createRequire(import.meta.url).resolve('@takumi-rs/core')),
  '..',
  'package.json',
)
const rendererVersion = (JSON.parse(readFileSync(rendererPackage, 'utf8')) as { version: string })
  .version
const fonts = cardFontVersions()

/** The cache key of a card: every input of its drawing. */
export function cardKey(card: ShareCard, look: CardLook, mark: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ card, look, mark, rendererVersion, fonts }))
    .update(layoutSource)
    .digest('hex')
    .slice(0, 32)
}

/**
 * Writes each page's card to its file under `dist`, from the cache when it holds the card whole,
 * else drawn and kept there. `drawn` counts the cards drawn, a damaged cache file's too.
 */
export async function writeShareCards(
  dist: string,
  cacheDir: string,
  cards: readonly PageCard[],
  look: CardLook,
  mark: string,
): Promise<WrittenCards> {
  mkdirSync(cacheDir, { recursive: true })
  const write = (file: string, png: Buffer) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    writeFileSync(join(dist, file), png)
  }
  const missing: (PageCard & { key: string })[] = []
  for (const page of cards) {
    const key = cardKey(page.card, look, mark)
    const png = readCachedCard(cacheDir, key)
    if (png) write(page.file, png)
    else missing.push({ ...page, key })
  }
  if (missing.length > 0) {
    const renderer = await createCardRenderer(
      missing.map(({ card }) => card),
      look,
      mark,
    )
    for (const { file, card, key } of missing) {
      const png = await renderer.png(card)
      cacheCard(cacheDir, key, png)
      write(file, png)
    }
  }
  return { drawn: missing.length, reused: cards.length - missing.length }
}

/**
 * Removes from the cache every card no page of `cards` (the whole build's) shows, and how many
 * files went: a renamed or sung-again song's old card is never read again.
 */
export function pruneShareCards(
  cacheDir: string,
  cards: readonly PageCard[],
  look: CardLook,
  mark: string,
): number {
  const used = new Set(cards.map(({ card }) => cardKey(card, look, mark)))
  return pruneCardCache(cacheDir, used, Date.now())
}
