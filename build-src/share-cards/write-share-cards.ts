// Writes the pages' share cards into the built site, drawing only those whose content changed: a
// card's file in the cache is named after the hash of everything it is drawn from (its text, the
// look, the mark, the layout's and the fonts' code, the fonts' and the renderer's versions), so a
// build with nothing changed draws none and a changed song redraws only its own card.
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

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

export async function writeShareCards(
  dist: string,
  cacheDir: string,
  cards: readonly PageCard[],
  look: CardLook,
  mark: string,
): Promise<WrittenCards> {
  mkdirSync(cacheDir, { recursive: true })
  const cached = (card: ShareCard) => join(cacheDir, `${cardKey(card, look, mark)}.png`)
  const missing = cards.filter(({ card }) => !existsSync(cached(card)))
  if (missing.length > 0) {
    const renderer = await createCardRenderer(
      missing.map(({ card }) => card),
      look,
      mark,
    )
    for (const { card } of missing) writeFileSync(cached(card), await renderer.png(card))
  }
  for (const { file, card } of cards) {
    mkdirSync(dirname(join(dist, file)), { recursive: true })
    copyFileSync(cached(card), join(dist, file))
  }
  return { drawn: missing.length, reused: cards.length - missing.length }
}
