import { layoutPicture, PICTURE_SIZE, type PictureInput } from './picture-layout.ts'

export type PictureText = Omit<PictureInput, 'colours' | 'fontFamily'>

/** The page's colour tokens and text font now, so the picture has the theme the visitor sees. */
function pageLook(): Pick<PictureInput, 'colours' | 'fontFamily'> {
  const root = getComputedStyle(document.documentElement)
  const token = (name: string) => root.getPropertyValue(`--${name}`).trim()
  return {
    colours: {
      bg: token('bg'),
      fg: token('fg'),
      muted: token('muted'),
      accent: token('accent'),
      onAccent: token('on-accent'),
      surface: token('surface'),
      border: token('border'),
    },
    fontFamily: getComputedStyle(document.body).fontFamily,
  }
}

/** Paints the picture of a list on a canvas, in the browser alone, and gives it as a PNG. */
export function drawPicture(text: PictureText): Promise<Blob> {
  const canvas = document.createElement('canvas')
  canvas.width = PICTURE_SIZE
  canvas.height = PICTURE_SIZE
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('This browser draws no 2D canvas'))
  const measure = (line: string, font: string) => {
    context.font = font
    return context.measureText(line).width
  }
  for (const item of layoutPicture({ ...text, ...pageLook() }, measure)) {
    context.fillStyle = item.fill
    if (item.kind === 'text') {
      context.font = item.font
      context.textAlign = item.align
      context.fillText(item.text, item.x, item.y)
      continue
    }
    context.beginPath()
    context.roundRect(item.x, item.y, item.width, item.height, item.radius)
    context.fill()
    if (item.stroke) {
      context.strokeStyle = item.stroke
      context.lineWidth = 2
      context.stroke()
    }
  }
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no PNG'))),
      'image/png',
    )
  })
}
