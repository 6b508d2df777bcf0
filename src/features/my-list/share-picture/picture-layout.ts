import { fitLines, type MeasureText } from './picture-lines.ts'
import { type PictureSong, pictureSongLimit } from './picture-songs.ts'

/** The site's colour tokens the picture is painted with (the page's theme at the time). */
export interface PictureColours {
  bg: string
  fg: string
  muted: string
  accent: string
  onAccent: string
  surface: string
  border: string
}

export interface PictureInput {
  /** The list's name: お気に入り, or a saved playlist's. */
  heading: string
  siteName: string
  /** The site's address, as a reader would type it. */
  address: string
  songs: readonly PictureSong[]
  colours: PictureColours
  fontFamily: string
}

export type PictureShape =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius: number }
  | { kind: 'text'; text: string; x: number; y: number; font: string; align: 'left' | 'center' }

/** One thing to paint, in painting order: a filled (and maybe outlined) rectangle, or a line of text. */
export type PictureItem = PictureShape & { fill: string; stroke?: string }

export const PICTURE_SIZE = 1200

const margin = 64
const gap = 24
const gridTop = 250
const gridBottom = PICTURE_SIZE - 130
const tileWidth = (PICTURE_SIZE - 2 * margin - 2 * gap) / 3
const tileHeight = (gridBottom - gridTop - 2 * gap) / 3
const tilePadding = 24
const titleLineHeight = 40

/** The nine tiles: a number, the title in up to three lines, the artist in one. */
function tile(song: PictureSong, index: number, input: PictureInput, measure: MeasureText) {
  const { colours, fontFamily } = input
  const x = margin + (index % 3) * (tileWidth + gap)
  const y = gridTop + Math.floor(index / 3) * (tileHeight + gap)
  const inner = tileWidth - 2 * tilePadding
  const titleFont = `700 32px ${fontFamily}`
  const artistFont = `400 26px ${fontFamily}`
  const badge = 48
  const items: PictureItem[] = [
    {
      kind: 'rect',
      x,
      y,
      width: tileWidth,
      height: tileHeight,
      radius: 20,
      fill: colours.surface,
      stroke: colours.border,
    },
    {
      kind: 'rect',
      x: x + tilePadding,
      y: y + tilePadding,
      width: badge,
      height: badge,
      radius: badge / 2,
      fill: colours.accent,
    },
    {
      kind: 'text',
      text: String(index + 1),
      x: x + tilePadding + badge / 2,
      y: y + tilePadding + 35,
      font: `700 28px ${fontFamily}`,
      align: 'center',
      fill: colours.onAccent,
    },
  ]
  fitLines(song.title, inner, 3, titleFont, measure).forEach((line, n) => {
    const top = y + tilePadding + badge + 44 + n * titleLineHeight
    items.push({
      kind: 'text',
      text: line,
      x: x + tilePadding,
      y: top,
      font: titleFont,
      align: 'left',
      fill: colours.fg,
    })
  })
  const [artist = ''] = fitLines(song.artist, inner, 1, artistFont, measure)
  items.push({
    kind: 'text',
    text: artist,
    x: x + tilePadding,
    y: y + tileHeight - tilePadding,
    font: artistFont,
    align: 'left',
    fill: colours.muted,
  })
  return items
}

/**
 * What a picture of a list paints, 1200 × 1200: the list's name and the site's above a grid of
 * its first nine songs, the site's address below. Pure, so its fitting is tested without a canvas.
 */
export function layoutPicture(input: PictureInput, measure: MeasureText): PictureItem[] {
  const { colours, fontFamily } = input
  const width = PICTURE_SIZE - 2 * margin
  const headingFont = `700 64px ${fontFamily}`
  const siteFont = `500 32px ${fontFamily}`
  const addressFont = `700 34px ${fontFamily}`
  const [heading = ''] = fitLines(input.heading, width, 1, headingFont, measure)
  const [siteName = ''] = fitLines(input.siteName, width, 1, siteFont, measure)
  const [address = ''] = fitLines(input.address, width, 1, addressFont, measure)
  return [
    {
      kind: 'rect',
      x: 0,
      y: 0,
      width: PICTURE_SIZE,
      height: PICTURE_SIZE,
      radius: 0,
      fill: colours.bg,
    },
    { kind: 'rect', x: 0, y: 0, width: PICTURE_SIZE, height: 16, radius: 0, fill: colours.accent },
    {
      kind: 'text',
      text: heading,
      x: margin,
      y: 140,
      font: headingFont,
      align: 'left',
      fill: colours.fg,
    },
    {
      kind: 'text',
      text: siteName,
      x: margin,
      y: 200,
      font: siteFont,
      align: 'left',
      fill: colours.muted,
    },
    ...input.songs.slice(0, pictureSongLimit).flatMap((song, i) => tile(song, i, input, measure)),
    {
      kind: 'text',
      text: address,
      x: margin,
      y: PICTURE_SIZE - 52,
      font: addressFont,
      align: 'left',
      fill: colours.accent,
    },
  ]
}
