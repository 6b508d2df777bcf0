// The share cards' fonts: Noto Sans JP and TC (Japanese and Chinese forms of the same Han
// characters, kana, Latin), Noto Emoji, and Noto Sans Hebrew and Arabic, from the registry as
// Fontsource ships them: up to a hundred subsets a family and weight, each with its Unicode
// ranges. Only the subsets holding a character of the cards' text are read, and the renderer
// picks each glyph's font by its ranges. A text with a character none of them holds is left off
// its card (legibleCard), rather than drawn as boxes.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import type { ShareCard } from './card-layout.ts'

export interface CardFont {
  name: string
  data: Buffer
  weight: number
  unicodeRange: [number, number][]
}

/**
 * In the order a glyph is looked for: Japanese forms first, the Chinese ones, emoji, then the
 * right-to-left scripts (last, so that the Latin and symbols they also hold change no other card).
 */
export const cardFamilies = [
  'noto-sans-jp',
  'noto-sans-tc',
  'noto-emoji',
  'noto-sans-hebrew',
  'noto-sans-arabic',
] as const
export const cardWeights = [400, 700] as const

const require = createRequire(import.meta.url)

function packageDir(family: string): string {
  return dirname(require.resolve(`@fontsource/${family}/unicode.json`))
}

/** `U+20-7e,U+a0` → [[0x20, 0x7e], [0xa0, 0xa0]] */
export function parseUnicodeRange(spec: string): [number, number][] {
  return spec.split(',').map((part) => {
    const [from = '', to] = part.trim().replace(/^U\+/i, '').split('-')
    const start = Number.parseInt(from, 16)
    return [start, to === undefined ? start : Number.parseInt(to, 16)]
  })
}

interface Subset {
  key: string
  ranges: [number, number][]
}

function subsetsOf(family: string): Subset[] {
  const table = JSON.parse(
    readFileSync(join(packageDir(family), 'unicode.json'), 'utf8'),
  ) as Record<string, string>
  return Object.entries(table).map(([key, spec]) => ({
    key: key.replace(/^\[|\]$/g, ''),
    ranges: parseUnicodeRange(spec),
  }))
}

const covers = (ranges: [number, number][], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to)

const codePoints = (texts: Iterable<string>) =>
  new Set([...texts].flatMap((text) => [...text].map((char) => char.codePointAt(0) ?? 0)))

/** The subset files of every family and weight that hold at least one character of `texts`. */
export function cardFonts(texts: Iterable<string>): CardFont[] {
  const wanted = codePoints(texts)
  return cardFamilies.flatMap((family) => {
    const subsets = subsetsOf(family).filter((s) => [...wanted].some((c) => covers(s.ranges, c)))
    return cardWeights
      .map((weight) => [family, weight] as const)
      .flatMap(([name, weight]) =>
        subsets.map((subset) => ({
          name,
          weight,
          unicodeRange: subset.ranges,
          data: readFileSync(
            join(packageDir(name), 'files', `${name}-${subset.key}-${weight}-normal.woff2`),
          ),
        })),
      )
  })
}

/** Each family with its package's version: a card drawn with other fonts is drawn again. */
export const cardFontVersions = (): string[] =>
  cardFamilies.map((family) => {
    const { version } = JSON.parse(
      readFileSync(join(packageDir(family), 'package.json'), 'utf8'),
    ) as { version: string }
    return `${family}@${version}`
  })

// Drawn as nothing by design (a joiner, a variation selector): no font needs a glyph for them.
const invisible = /\p{Default_Ignorable_Code_Point}/u

/** Characters of `text` no font covers (drawn as a box): spaces, controls and invisibles aside. */
export function uncovered(text: string, fonts: readonly CardFont[]): string[] {
  return [...codePoints([text])]
    .filter(
      (code) =>
        code > 0x20 &&
        !invisible.test(String.fromCodePoint(code)) &&
        !fonts.some((font) => covers(font.unicodeRange, code)),
    )
    .map((code) => String.fromCodePoint(code))
}

/**
 * The card as it can be drawn with `fonts`: a title or artist holding a character no font has
 * (a script none of them covers) is left off, so the card shows the site's mark and name and the
 * figures rather than a row of boxes.
 */
export function legibleCard(card: ShareCard, fonts: readonly CardFont[]): ShareCard {
  const legible = (text: string) => uncovered(text, fonts).length === 0
  return {
    title: legible(card.title) ? card.title : '',
    ...(card.subtitle && legible(card.subtitle) ? { subtitle: card.subtitle } : {}),
    figures: card.figures,
  }
}
