import { describe, expect, it } from 'vitest'

import { isUnmarkedUtf16, sheetText } from './sheet-text.ts'

describe('sheetText', () => {
  it('drops the byte order mark of a UTF-8 export', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('日付,曲名\r\n')])
    expect(sheetText(bytes)).toEqual({ text: '日付,曲名\r\n' })
  })

  it('reads UTF-16 text with its mark, as Excel saves "Unicode text"', () => {
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('日付\t曲名\n', 'utf16le')])
    expect(sheetText(bytes)).toEqual({ text: '日付\t曲名\n' })
  })

  it('names the first line that is not UTF-8 (a Shift_JIS export)', () => {
    const bytes = Buffer.concat([Buffer.from('date,song\n'), Buffer.from([0x93, 0xfa, 0x95, 0x74])])
    expect(sheetText(bytes)).toEqual({ badLine: 2 })
  })

  it('reads big-endian UTF-16 text with its mark', () => {
    const text = Buffer.from('日付\t曲名\n', 'utf16le').swap16()
    expect(sheetText(Buffer.concat([Buffer.from([0xfe, 0xff]), text]))).toEqual({
      text: '日付\t曲名\n',
    })
  })

  it.each([
    ['little-endian', Buffer.from('date,song\n2024/1/6,夜に駆ける\n', 'utf16le')],
    ['big-endian', Buffer.from('日付,曲名\r\n2024/1/6,夜に駆ける\r\n', 'utf16le').swap16()],
  ])('tells a %s UTF-16 file without its mark from broken UTF-8', (_, bytes) => {
    expect(isUnmarkedUtf16(bytes)).toBe(true)
  })

  it('takes neither UTF-8 nor UTF-16 with its mark for UTF-16 without one', () => {
    for (const bytes of [
      Buffer.from('日付,曲名\r\n2024/1/6,夜に駆ける\r\n'),
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('date,song\n', 'utf16le')]),
    ])
      expect(isUnmarkedUtf16(bytes)).toBe(false)
  })
})
