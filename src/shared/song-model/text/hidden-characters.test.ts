import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { validateStream } from '#src/shared/song-model/checks/validate.ts'

import {
  codePointName,
  hiddenCharacter,
  isNoncharacter,
  noncharacterName,
} from './hidden-characters.ts'

// The rule every entry point shares (the build, data:check, the tools, the forms), fuzzed for its
// noncharacter part: issue 69's U+FFFE and U+FFFF passed it, and broke every feed.xml.

const noncharacters = [
  ...Array.from({ length: 32 }, (_, i) => 0xfdd0 + i),
  ...Array.from({ length: 17 }, (_, plane) =>
    [0xfffe, 0xffff].map((end) => plane * 0x10000 + end),
  ).flat(),
].map((codePoint) => String.fromCodePoint(codePoint))

const streamNamed = (streamName: string) => ({
  date: '2025/8/4',
  streamName,
  showList: true,
  showDate: true,
  songList: [
    {
      showDate: true,
      songName: '夜に駆ける',
      singer: 'YOASOBI',
      songTime: '0:10',
      songLink: 'https://www.youtube.com/watch?v=AAAAAAAAAAA&t=10s',
    },
  ],
})

describe('noncharacters', () => {
  it('are the 66 Unicode sets aside', () => {
    expect(noncharacters).toHaveLength(66)
    for (const char of noncharacters) expect(isNoncharacter(char)).toBe(true)
  })

  it('are refused anywhere in a text, each named as what it is', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.constantFrom(...noncharacters),
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        (before, char, after) => {
          const text = `歌枠${before}${char}${after}`
          expect(hiddenCharacter.test(text)).toBe(true)
          const messages = validateStream(streamNamed(text)).map((issue) => issue.message)
          // The first refused character is named: the one put in, unless the text held another.
          if (!hiddenCharacter.test(`歌枠${before}`))
            expect(messages).toEqual([`holds ${codePointName(char)}, ${noncharacterName}`])
          else expect(messages).toHaveLength(1)
        },
      ),
    )
  })

  it('leave every visible character alone', () => {
    const visible = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]$/u
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (codePoint) => {
        const char = String.fromCodePoint(codePoint)
        fc.pre(visible.test(char))
        expect(isNoncharacter(char)).toBe(false)
        expect(hiddenCharacter.test(`歌${char}`)).toBe(false)
      }),
    )
  })
})
