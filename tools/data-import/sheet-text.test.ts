import { describe, expect, it } from 'vitest'

import { sheetText } from './sheet-text.ts'

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
})
