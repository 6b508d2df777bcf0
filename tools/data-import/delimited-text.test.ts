import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { readDelimited } from './delimited-text.ts'

/** A cell as RFC 4180 writes it: quoted when it holds the delimiter, a quote or a line break. */
const writeCell = (cell: string, delimiter: string) =>
  cell.includes(delimiter) || /["\r\n]/.test(cell) || cell === ''
    ? `"${cell.replaceAll('"', '""')}"`
    : cell

describe('readDelimited', () => {
  it('reads quoted delimiters, doubled quotes and line breaks inside quotes', () => {
    const text = 'a,"b, c","say ""hi""","two\r\nlines"\r\nd,e,f,g\r\n'
    expect(readDelimited(text, ',')).toEqual([
      { line: 1, cells: ['a', 'b, c', 'say "hi"', 'two\nlines'] },
      { line: 3, cells: ['d', 'e', 'f', 'g'] },
    ])
  })

  it('numbers rows by the physical line they start on, blank lines included', () => {
    const text = 'h1\th2\n"x\n\ny"\t1\n\nlast\t2'
    expect(readDelimited(text, '\t').map((row) => [row.line, row.cells])).toEqual([
      [1, ['h1', 'h2']],
      [2, ['x\n\ny', '1']],
      [5, ['']],
      [6, ['last', '2']],
    ])
  })

  it('takes a lone CR as a line break, as old Mac exports write it', () => {
    expect(readDelimited('a,b\rc,d\r', ',').map((row) => row.cells)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ])
  })

  it('names a quote that is never closed and text after a closing quote', () => {
    expect(readDelimited('a,b\n"x"y,z\nc,"open\nmore', ',')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      {
        line: 2,
        cells: ['xy', 'z'],
        problem: 'text after a closing quote (a quote inside a quoted cell is written "")',
      },
      {
        line: 3,
        cells: ['c', 'open\nmore'],
        problem: 'the quote opened on line 3 is never closed',
      },
    ])
  })

  it('reads back any table RFC 4180 writes, with either line break', () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'あ', ',', '\t', '"', '\n', '\r\n', ' ') })
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(',' as const, '\t' as const),
        fc.constantFrom('\n', '\r\n'),
        (rows, delimiter, newline) => {
          const text = rows
            .map((row) => row.map((c) => writeCell(c, delimiter)).join(delimiter))
            .join(newline)
          const expected = rows.map((row) => row.map((c) => c.replaceAll('\r\n', '\n')))
          expect(readDelimited(text, delimiter).map((row) => row.cells)).toEqual(expected)
        },
      ),
    )
  })
})
