import { describe, expect, it } from 'vitest'

import {
  layoutPicture,
  PICTURE_SIZE,
  type PictureInput,
  type PictureItem,
} from './picture-layout.ts'
import { fitLines, type MeasureText } from './picture-lines.ts'

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const fontSize = (font: string) => Number(/(\d+)px/.exec(font)?.[1])
// A wide character (CJK, emoji) takes the font's size, any other two thirds of it.
const measure: MeasureText = (text, font) =>
  Array.from(segmenter.segment(text)).reduce(
    (width, { segment }) =>
      width +
      fontSize(font) *
        (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Extended_Pictographic}]/u.test(
          segment,
        )
          ? 1
          : 2 / 3),
    0,
  )

const colours = {
  bg: '#bg',
  fg: '#fg',
  muted: '#muted',
  accent: '#accent',
  onAccent: '#on-accent',
  surface: '#surface',
  border: '#border',
}

const input = (songs: PictureInput['songs'], heading = 'お気に入り'): PictureInput => ({
  heading,
  siteName: '白鳥ぺぺ ファンサイト',
  address: 'pepe-fan-site.netlify.app',
  songs,
  colours,
  fontFamily: 'sans-serif',
})

const texts = (items: PictureItem[]) =>
  items.flatMap((item) => (item.kind === 'text' ? [item] : []))

describe('fitLines', () => {
  const font = '700 30px sans-serif'

  it('keeps a text that fits on one line as it is', () => {
    expect(fitLines('千本桜', 300, 3, font, measure)).toEqual(['千本桜'])
  })

  it('breaks Latin words at spaces, and CJK between characters', () => {
    expect(fitLines('Bling-Bang-Bang-Born again and again', 420, 3, font, measure)).toEqual([
      'Bling-Bang-Bang-Born',
      'again and again',
    ])
    expect(fitLines('命に嫌われている命に嫌われている', 300, 3, font, measure)).toEqual([
      '命に嫌われている命に',
      '嫌われている',
    ])
  })

  it('cuts a text longer than its lines with an ellipsis on the last, within the width', () => {
    const lines = fitLines('あ'.repeat(200), 300, 3, font, measure)
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatch(/…$/)
    for (const line of lines) expect(measure(line, font)).toBeLessThanOrEqual(300)
  })

  it('splits a word longer than a line between its letters, never inside an emoji', () => {
    const lines = fitLines('Supercalifragilisticexpialidocious👩‍🎤👩‍🎤', 300, 3, font, measure)
    expect(lines.join('')).toBe('Supercalifragilisticexpialidocious👩‍🎤👩‍🎤')
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(measure(line, font)).toBeLessThanOrEqual(300)
    expect(lines.some((line) => line.includes('\u200d') && !line.includes('👩‍🎤'))).toBe(false)
  })
})

describe('layoutPicture', () => {
  const nine = Array.from({ length: 12 }, (_, i) => ({
    title: `曲${i + 1}`,
    artist: `歌手${i + 1}`,
  }))

  it('paints the list name, the site, the first nine songs numbered, and the address', () => {
    const shown = texts(layoutPicture(input(nine), measure)).map((item) => item.text)
    expect(shown).toContain('お気に入り')
    expect(shown).toContain('白鳥ぺぺ ファンサイト')
    expect(shown).toContain('pepe-fan-site.netlify.app')
    expect(shown).toContain('曲9')
    expect(shown).toContain('歌手9')
    expect(shown).toContain('9')
    expect(shown).not.toContain('曲10')
  })

  it('keeps every text inside the picture and inside its tile, a long title in three lines', () => {
    const songs = [
      { title: '想'.repeat(200), artist: 'A very long artist name that will not fit at all' },
      { title: 'Lemon', artist: '' },
    ]
    const items = layoutPicture(input(songs, 'プレイリスト'.repeat(20)), measure)
    for (const item of texts(items)) {
      const width = measure(item.text, item.font)
      expect(item.x + (item.align === 'center' ? width / 2 : width)).toBeLessThanOrEqual(
        PICTURE_SIZE - 64,
      )
      expect(item.y).toBeLessThan(PICTURE_SIZE)
    }
    const tiles = items.filter((item) => item.kind === 'rect' && item.stroke)
    expect(tiles).toHaveLength(2)
    const titleLines = texts(items).filter((item) => item.text.startsWith('想'))
    expect(titleLines).toHaveLength(3)
    expect(titleLines[2]?.text).toMatch(/…$/)
    const [first] = tiles
    for (const line of titleLines) {
      if (first?.kind !== 'rect') throw new Error('no tile')
      expect(line.x + measure(line.text, line.font)).toBeLessThanOrEqual(first.x + first.width - 24)
      expect(line.y).toBeLessThan(first.y + first.height)
    }
  })

  it('paints with the colours it is given', () => {
    const fills = new Set(layoutPicture(input(nine), measure).map((item) => item.fill))
    expect(fills).toEqual(new Set(['#bg', '#fg', '#muted', '#accent', '#on-accent', '#surface']))
  })
})
