// Draws share cards with Takumi (decision 025): a layout engine and rasteriser in Rust that reads
// WOFF2 subsets by their Unicode ranges, 5 ms a card where satori with resvg took 41.
import { Renderer } from '@takumi-rs/core'
import { fromJsx } from '@takumi-rs/helpers/jsx'

import { cardFonts, legibleCard } from './card-fonts.ts'
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  cardElement,
  type CardLook,
  MARK_IMAGE,
  type ShareCard,
} from './card-layout.ts'

export interface TextRun {
  text: string
  x: number
  y: number
  width: number
  height: number
}

export interface CardRenderer {
  png(card: ShareCard): Promise<Buffer>
  /** Every run of text as laid out, with its box on the card: what the layout tests read. */
  textRuns(card: ShareCard): Promise<TextRun[]>
}

/**
 * A renderer with the fonts every card of `cards` needs and the site's mark (an SVG); a title or
 * artist those fonts cannot draw is left off its card.
 */
export async function createCardRenderer(
  cards: readonly ShareCard[],
  look: CardLook,
  markSvg: string,
): Promise<CardRenderer> {
  const renderer = new Renderer()
  const texts = cards.flatMap((card) => [card.title, card.subtitle ?? '', ...card.figures])
  const fonts = cardFonts([...texts, look.siteName, '…'])
  for (const font of fonts) await renderer.registerFont(font)
  const images = [{ src: MARK_IMAGE, data: Buffer.from(markSvg, 'utf8') }]
  const options = { width: CARD_WIDTH, height: CARD_HEIGHT, images }
  const layout = (card: ShareCard) => fromJsx(cardElement(legibleCard(card, fonts), look))
  return {
    async png(card) {
      const { node, css } = await layout(card)
      return renderer.render(node, { ...options, css, format: 'png' })
    },
    async textRuns(card) {
      const { node, css } = await layout(card)
      const runs: TextRun[] = []
      // A node's transform places it on the card; its runs are relative to it.
      const walk = (measured: Awaited<ReturnType<Renderer['measure']>>) => {
        const [, , , , left = 0, top = 0] = measured.transform
        for (const run of measured.runs) runs.push({ ...run, x: left + run.x, y: top + run.y })
        measured.children.forEach(walk)
      }
      walk(await renderer.measure(node, { ...options, css }))
      return runs
    },
  }
}
