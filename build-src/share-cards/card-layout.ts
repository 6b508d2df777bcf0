// One share card, 1200 x 630, as an element tree the renderer lays out like a page: the site's
// mark and name, the title (two lines at most, cut with an ellipsis), its artist, and figures with
// symbols rather than words, so one card serves every language of the page.
import { createElement as h, type ReactElement } from 'react'

import { cardFamilies } from './card-fonts.ts'

export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
/** The image name the mark is passed under (`images` of the render options). */
export const MARK_IMAGE = 'site-mark'

export interface ShareCard {
  /** Empty on a card whose title no font can draw (card-fonts.ts's legibleCard). */
  title: string
  /** The artist of a song; none for a stream or the site. */
  subtitle?: string
  /** Symbol and figure pairs: `♪ ×12`, `📅 2025.08.23`. */
  figures: readonly string[]
}

/** Each colour of a card is the design token of its name (`bg` is `--bg`). */
export const cardColours = ['bg', 'surface', 'fg', 'muted', 'accent', 'border'] as const
export type CardColour = (typeof cardColours)[number]

/** The site's look: its name and the design tokens of its light theme. */
export interface CardLook {
  siteName: string
  colours: Record<CardColour, string>
}

export const PADDING = 64
const fontFamily = cardFamilies.join(', ')

export function cardElement(card: ShareCard, { siteName, colours }: CardLook): ReactElement {
  const line = { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' } as const
  return h(
    'div',
    {
      style: {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        display: 'flex',
        padding: PADDING / 2,
        background: colours.bg,
        fontFamily,
      },
    },
    h(
      'div',
      {
        style: {
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: PADDING / 2,
          background: colours.surface,
          border: `2px solid ${colours.border}`,
          borderTop: `12px solid ${colours.accent}`,
          borderRadius: 24,
          color: colours.fg,
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 20 } },
        h('img', { src: MARK_IMAGE, width: 64, height: 64, style: { width: 64, height: 64 } }),
        h(
          'div',
          { style: { ...line, whiteSpace: 'nowrap', fontSize: 32, color: colours.muted } },
          siteName,
        ),
      ),
      h(
        'div',
        { style: { display: 'flex', flexDirection: 'column', gap: 12 } },
        h(
          'div',
          {
            'data-part': 'title',
            style: {
              ...line,
              lineClamp: 2,
              overflowWrap: 'break-word',
              fontSize: 72,
              fontWeight: 700,
              lineHeight: 1.2,
            },
          },
          card.title,
        ),
        card.subtitle
          ? h(
              'div',
              {
                'data-part': 'subtitle',
                style: { ...line, whiteSpace: 'nowrap', fontSize: 40, color: colours.muted },
              },
              card.subtitle,
            )
          : null,
      ),
      h(
        'div',
        {
          style: { display: 'flex', gap: 48, fontSize: 40, fontWeight: 700, color: colours.accent },
        },
        card.figures.map((figure) => h('div', { key: figure, style: { display: 'flex' } }, figure)),
      ),
    ),
  )
}
