import fc from 'fast-check'
import { SaxesParser } from 'saxes'
import { describe, expect, it } from 'vitest'

import { escapeXml } from './escape-xml.ts'

/** The text of `<t>…</t>` as a strict XML parser reads it; throws where it is not well-formed. */
function readBack(escaped: string): string {
  const parser = new SaxesParser()
  let text = ''
  parser.on('text', (chunk) => (text += chunk))
  parser.write(`<t>${escaped}</t>`).close()
  return text
}

const xmlCharacter = /^[\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]$/u

describe('escapeXml', () => {
  it.each([
    ['U+FFFE', '\ufffe'],
    ['U+FFFF', '\uffff'],
    ['U+0000', '\u0000'],
    ['U+001B', '\u001b'],
    ['U+D800', '\ud800'],
  ])('refuses %s, which XML 1.0 does not allow, naming where', (name, char) => {
    expect(() => escapeXml(`歌枠${char}`, 'the title')).toThrow(
      `the title holds ${name}, which XML 1.0 does not allow`,
    )
  })

  it('writes any other text so that a strict parser reads it back as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        if ([...text].every((char) => xmlCharacter.test(char)))
          // An XML reader gives every line end as LF.
          expect(readBack(escapeXml(text))).toBe(text.replace(/\r\n?/g, '\n'))
        else expect(() => escapeXml(text)).toThrow(/which XML 1\.0 does not allow/)
      }),
    )
  })
})
