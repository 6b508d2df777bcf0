import { Resvg } from '@resvg/resvg-js'
import { describe, expect, it } from 'vitest'

import { appIcons, appleTouchIcon } from './app-icons.ts'

// A red disc on a transparent square: its corners stay transparent unless a background is drawn.
const mark =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#ff0000"/></svg>'

/** Width and height from a PNG's header, and its top-left pixel, drawn back alone by the renderer. */
function readPng(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset)
  const [width, height] = [view.getUint32(16), view.getUint32(20)]
  const data = Buffer.from(png).toString('base64')
  const topLeft = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" viewBox="0 0 1 1"><image href="data:image/png;base64,${data}" width="${width}" height="${height}"/></svg>`,
  )
  return { width, height, corner: [...topLeft.render().pixels] }
}

describe('appIcons', () => {
  it('draws 192 and 512 px PNGs, as they are and maskable', () => {
    const icons = appIcons(mark, '#0000ff')
    expect(icons.map(({ fileName, size, purpose }) => [fileName, size, purpose])).toEqual([
      ['icons/app-192.png', 192, 'any'],
      ['icons/app-maskable-192.png', 192, 'maskable'],
      ['icons/app-512.png', 512, 'any'],
      ['icons/app-maskable-512.png', 512, 'maskable'],
    ])
    for (const icon of icons) {
      const { width, height } = readPng(icon.png)
      expect([width, height]).toEqual([icon.size, icon.size])
    }
  })

  it('fills the maskable and Apple icons to the corners with the background', () => {
    const [plain, maskable] = appIcons(mark, '#0000ff')
    expect(readPng(plain!.png).corner).toEqual([0, 0, 0, 0])
    expect(readPng(maskable!.png).corner).toEqual([0, 0, 255, 255])
    const apple = readPng(appleTouchIcon(mark, '#0000ff'))
    expect([apple.width, apple.corner]).toEqual([180, [0, 0, 255, 255]])
  })
})
