// The home-screen icons, drawn at build from the content folder's mark (an SVG), since browsers
// install from PNGs of given sizes: 192 and 512 as they are, the same on a full square for the
// platforms that cut their own shape (maskable, and Apple's touch icon, whose corners iOS rounds).
import { Resvg } from '@resvg/resvg-js'

export interface AppIcon {
  /** Its path under the site's root. */
  fileName: string
  size: number
  purpose: 'any' | 'maskable'
  png: Uint8Array
}

/** The share of a full-square icon the mark covers: inside the maskable safe circle (80%). */
const MARK_ON_SQUARE = 0.7

function render(svg: string, size: number): Uint8Array {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()
}

/** The mark centred on a square of `background`, as one SVG. */
export function markOnSquare(mark: string, background: string): string {
  const data = Buffer.from(mark, 'utf8').toString('base64')
  const inset = ((1 - MARK_ON_SQUARE) / 2) * 100
  const side = MARK_ON_SQUARE * 100
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">',
    `<rect width="100" height="100" fill="${background}"/>`,
    `<image href="data:image/svg+xml;base64,${data}" x="${inset}" y="${inset}" width="${side}" height="${side}"/>`,
    '</svg>',
  ].join('')
}

/** The manifest's icons. */
export function appIcons(mark: string, background: string): AppIcon[] {
  const square = markOnSquare(mark, background)
  return [192, 512].flatMap((size) => [
    { fileName: `icons/app-${size}.png`, size, purpose: 'any' as const, png: render(mark, size) },
    {
      fileName: `icons/app-maskable-${size}.png`,
      size,
      purpose: 'maskable' as const,
      png: render(square, size),
    },
  ])
}

export const APPLE_TOUCH_ICON = 'icons/apple-touch-icon.png'

/** Safari's home-screen icon (180 px, drawn square: iOS rounds it and fills corners black). */
export function appleTouchIcon(mark: string, background: string): Uint8Array {
  return render(markOnSquare(mark, background), 180)
}
