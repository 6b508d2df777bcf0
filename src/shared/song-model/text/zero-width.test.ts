import { describe, expect, it } from 'vitest'

import { hiddenCharacter } from './hidden-characters.ts'
import { removalNotice, removeZeroWidth, removeZeroWidthIn } from './zero-width.ts'

describe('removeZeroWidth', () => {
  it.each([
    ['a zero-width space', '\u200b', 'U+200B'],
    ['a zero-width non-joiner between kana', '\u200c', 'U+200C'],
    ['a zero-width joiner between kana', '\u200d', 'U+200D'],
    ['a word joiner', '\u2060', 'U+2060'],
    ['an invisible separator', '\u2063', 'U+2063'],
    ['a byte order mark inside the text', '\ufeff', 'U+FEFF'],
  ])('removes %s and names it', (_, char, name) => {
    const mended = removeZeroWidth(`夜に${char}駆ける${char}`)
    expect(mended).toEqual({ text: '夜に駆ける', removed: [name] })
    expect(hiddenCharacter.test(mended.text)).toBe(false)
  })

  it('names each character once, in the order it first appears', () => {
    expect(removeZeroWidth('\u2060a\u200bb\u2060c\u200b')).toEqual({
      text: 'abc',
      removed: ['U+2060', 'U+200B'],
    })
  })

  it.each([
    ['a joined emoji', '👩‍🎤'],
    ['a flag with a variation selector', '🏳️‍🌈'],
    ['a family', '👨‍👩‍👧'],
    ['a skin tone before the joiner', '👩🏽‍🎤'],
    ['a variation selector alone', '☺️'],
    ['a Persian non-joiner', 'می\u200cخواهم'],
    ['a Devanagari half form', 'क्\u200dष'],
  ])('keeps %s whole, and the checks accept it', (_, text) => {
    expect(removeZeroWidth(`歌枠${text}`)).toEqual({ text: `歌枠${text}`, removed: [] })
    expect(hiddenCharacter.test(text)).toBe(false)
  })

  it('removes a joiner that joins no emoji, and one beside a removed character', () => {
    expect(removeZeroWidth('\u200d🎤 👩\u200d 👩\u200b\u200d🎤')).toEqual({
      text: '🎤 👩 👩🎤',
      removed: ['U+200D', 'U+200B'],
    })
  })

  it.each([
    ['a right-to-left override', '\u202e'],
    ['a left-to-right embedding', '\u202a'],
    ['a first-strong isolate', '\u2068'],
    ['a left-to-right mark', '\u200e'],
    ['a right-to-left mark', '\u200f'],
    ['an Arabic letter mark', '\u061c'],
    ['a tab', '\t'],
    ['a lone surrogate', '\ud800'],
  ])('leaves %s for the checks to refuse', (_, char) => {
    const text = `夜に${char}駆ける`
    expect(removeZeroWidth(text)).toEqual({ text, removed: [] })
    expect(hiddenCharacter.test(text)).toBe(true)
  })
})

describe('removeZeroWidthIn', () => {
  it('mends every text of a stream file and names each field', () => {
    const stream = {
      date: '2025/8/4',
      streamName: '夏の\u200b歌枠',
      showList: true,
      songList: [
        { songName: 'Lemon', songTime: '3:00' },
        { songName: '夜に\u200b駆ける', singer: 'YOA\u2060SOBI\u200b' },
      ],
    }
    expect(removeZeroWidthIn(stream)).toEqual({
      value: {
        ...stream,
        streamName: '夏の歌枠',
        songList: [stream.songList[0], { songName: '夜に駆ける', singer: 'YOASOBI' }],
      },
      removals: [
        { field: 'streamName', removed: ['U+200B'] },
        { field: 'songList[1].songName', removed: ['U+200B'] },
        { field: 'songList[1].singer', removed: ['U+2060', 'U+200B'] },
      ],
    })
  })

  it('returns what holds no text as it is', () => {
    expect(removeZeroWidthIn(null)).toEqual({ value: null, removals: [] })
  })
})

describe('removalNotice', () => {
  it('names the characters as the checks name them', () => {
    expect(removalNotice(['U+200B'])).toBe('removed the zero-width character U+200B')
    expect(removalNotice(['U+2060', 'U+200B'])).toBe(
      'removed the zero-width characters U+2060, U+200B',
    )
  })
})
