import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { testCardLook } from '#tests/support/card-look.ts'

import { cardFonts, legibleCard, uncovered } from './card-fonts.ts'
import { CARD_HEIGHT, CARD_WIDTH, PADDING, type ShareCard } from './card-layout.ts'
import { createCardRenderer, type TextRun } from './card-renderer.ts'

const look = testCardLook('月島ルナ ファンサイト')
const mark = readFileSync('content/public/favicon.svg', 'utf8')

const cards = {
  long: {
    title: '想見你'.repeat(67).slice(0, 200),
    subtitle: '八三夭',
    figures: ['♪ ×1', '📅 2025.08.23'],
  },
  chinese: { title: '告白氣球', subtitle: '周杰倫', figures: ['♪ ×3', '📅 2025.08.04'] },
  latin: {
    title: 'Supercalifragilisticexpialidocious and a Very Long English Title Indeed',
    subtitle: 'Official髭男dism',
    figures: ['♪ ×5', '📅 2025.03.09'],
  },
  emoji: { title: '【歌枠】🌙 月曜の夜にしっとりピアノ 🎹', figures: ['📅 2023.11.20', '♪ 12'] },
  hebrew: { title: 'הללויה שלום', subtitle: 'לאונרד כהן', figures: ['♪ ×2'] },
  arabic: { title: 'أغنية الحب', subtitle: 'فيروز', figures: ['♪ ×3'] },
  // Hangul: a script none of the cards' fonts holds.
  korean: { title: '봄날', subtitle: 'BTS', figures: ['♪ ×4'] },
} satisfies Record<string, ShareCard>

const renderer = await createCardRenderer(Object.values(cards), look, mark)

/** The runs of `text`'s characters, and the distinct lines they sit on. */
function runsOf(runs: TextRun[], text: string) {
  const own = runs.filter((run) => run.text.trim() !== '' && text.includes(run.text.trim()))
  return { own, lines: new Set(own.map((run) => Math.round(run.y))).size }
}

/** Every run inside the card's panel: nothing drawn past its padding. */
function overflowing(runs: TextRun[]): TextRun[] {
  const inner = PADDING / 2
  return runs.filter(
    (run) =>
      run.x < inner || run.x + run.width > CARD_WIDTH - inner || run.y + run.height > CARD_HEIGHT,
  )
}

describe('a share card', () => {
  it('is a PNG of 1200 x 630, well under 150 KB', async () => {
    const png = await renderer.png(cards.chinese)
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(png.length).toBeLessThan(150 * 1024)
  })

  it('cuts a 200-character title to two lines inside the card', async () => {
    const runs = await renderer.textRuns(cards.long)
    const title = runsOf(runs, cards.long.title)
    expect(title.own.length).toBeGreaterThan(10)
    expect(title.lines).toBe(2)
    // Far fewer characters laid out than the title has: the rest is cut.
    expect(title.own.reduce((n, run) => n + [...run.text].length, 0)).toBeLessThan(60)
    expect(overflowing(runs)).toEqual([])
  })

  it('draws a Chinese title with fonts that hold every character', async () => {
    const fonts = cardFonts([cards.chinese.title, cards.chinese.subtitle])
    expect(uncovered(cards.chinese.title + cards.chinese.subtitle, fonts)).toEqual([])
    const runs = await renderer.textRuns(cards.chinese)
    expect(
      runsOf(runs, cards.chinese.title)
        .own.map((run) => run.text)
        .join(''),
    ).toBe('告白氣球')
    expect(overflowing(runs)).toEqual([])
  })

  it('breaks a Latin word longer than a line, and keeps it all inside the card', async () => {
    const runs = await renderer.textRuns(cards.latin)
    const title = runsOf(runs, cards.latin.title)
    expect(title.lines).toBe(2)
    expect(title.own[0]?.text).toMatch(/^Supercalifragilistic/)
    expect(overflowing(runs)).toEqual([])
  })

  it('draws the emoji of a stream name from the emoji font', async () => {
    const fonts = cardFonts([cards.emoji.title, ...cards.emoji.figures])
    expect(uncovered(cards.emoji.title + cards.emoji.figures.join(''), fonts)).toEqual([])
    const runs = await renderer.textRuns(cards.emoji)
    const moon = runs.find((run) => run.text.includes('🌙'))
    expect(moon?.width).toBeGreaterThan(0)
    expect(overflowing(runs)).toEqual([])
  })

  it('draws a Hebrew and an Arabic title with fonts that hold every character', async () => {
    for (const card of [cards.hebrew, cards.arabic]) {
      const text = `${card.title} ${card.subtitle}`
      expect(uncovered(text, cardFonts([text]))).toEqual([])
      const runs = await renderer.textRuns(card)
      for (const word of text.split(' '))
        expect(runs.find((run) => run.text === word)?.width, word).toBeGreaterThan(0)
      expect(overflowing(runs)).toEqual([])
    }
  })

  it('leaves off a title no font can draw, rather than draw boxes', async () => {
    const runs = await renderer.textRuns(cards.korean)
    expect(runs.filter((run) => /\p{sc=Hangul}/u.test(run.text))).toEqual([])
    expect(runs.map((run) => run.text)).toEqual(expect.arrayContaining(['BTS', '♪', '4']))
    const fonts = cardFonts(['봄날 ❤️‍🔥'])
    expect(legibleCard(cards.korean, fonts)).toEqual({ ...cards.korean, title: '' })
    // A joiner or a variation selector is drawn as nothing, and needs no glyph.
    const joined = { title: '❤️‍🔥', figures: [] }
    expect(legibleCard(joined, fonts)).toEqual(joined)
  })

  it('says which characters no font holds', () => {
    expect(uncovered('A\u{10FFFD}', cardFonts(['A']))).toEqual(['\u{10FFFD}'])
  })
})
