import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { parseComment } from './parse-comment.ts'

// Names without separators, brackets, digits or spaces, so the expected split is unambiguous.
const name = fc
  .array(fc.constantFrom(...'あいうかきくさ夜駆紅蓮華歌星ACDEFGHKLMNQRSTUVWXZ'), {
    minLength: 1,
    maxLength: 8,
  })
  .map((chars) => chars.join(''))

const song = fc.record({
  gap: fc.integer({ min: 1, max: 1500 }),
  songName: name,
  singer: name,
  numbering: fc.constantFrom('none', 'dot', 'paren', 'circled', 'bracketed'),
  fullWidth: fc.boolean(),
  timeStyle: fc.constantFrom('h:mm:ss', 'mm:ss', 'm:ss'),
  separator: fc.constantFrom(' / ', '／', '｜', ' | ', ' - ', ' by ', '/'),
  header: fc.option(fc.constantFrom('セトリ', '歌單', 'お疲れさまでした！', '【2枠目】'), {
    nil: undefined,
  }),
})

function numbering(style: string, index: number): string {
  const n = index + 1
  if (style === 'dot') return `${String(n).padStart(2, '0')}. `
  if (style === 'paren') return `${n}) `
  if (style === 'circled') return `${String.fromCodePoint(0x2460 + (index % 20))}\u3000`
  if (style === 'bracketed') return `(${n}) `
  return ''
}

function timeText(seconds: number, style: string, fullWidth: boolean): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  const text =
    h > 0 || style === 'h:mm:ss'
      ? `${h}:${String(m).padStart(2, '0')}:${s}`
      : `${style === 'mm:ss' ? String(m).padStart(2, '0') : m}:${s}`
  return fullWidth
    ? text.replace(/[0-9:]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
    : text
}

describe('parseComment on generated comments', () => {
  it('reads back every song, whatever the numbering, width and separator', () => {
    fc.assert(
      fc.property(fc.array(song, { minLength: 1, maxLength: 15 }), (songs) => {
        let seconds = 0
        const expected: [number, string, string][] = []
        const lines = songs.flatMap((s, index) => {
          seconds += s.gap
          expected.push([seconds, s.songName, s.singer])
          const line = `${numbering(s.numbering, index)}${timeText(seconds, s.timeStyle, s.fullWidth)} ${s.songName}${s.separator}${s.singer}`
          return s.header ? [s.header, line] : [line]
        })
        const parsed = parseComment(lines.join('\n'), 'https://youtu.be/pepe250816a')
        expect(parsed.errors).toEqual([])
        expect(parsed.songs.map((p) => [p.seconds, p.songName, p.singer])).toEqual(expected)
        expect(parsed.skipped.length).toBe(songs.filter((s) => s.header).length)
      }),
      { numRuns: 300 },
    )
  })
})
