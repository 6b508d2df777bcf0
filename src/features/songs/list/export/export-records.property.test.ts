import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { readDelimited } from '#tools/data-import/delimited-text.ts'

import { type ExportRecord, toCsv } from './export-records.ts'

// The CSV writer against any text a song list may hold, read back by an RFC 4180 reader (the one
// data:import reads spreadsheets with).

const formulaSigns = ['=', '+', '-', '@', '\t', '\r']
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .tuple(fc.constantFrom(...formulaSigns), fc.string({ maxLength: 20 }))
    .map(([sign, rest]) => sign + rest),
  fc.constantFrom("=cmd|' /C calc'!A0", '"=1+1"', '\r\n=1', ',=1', "'=1", '""'),
)
const records = fc.array(
  fc.record({
    date: fc.option(hostileText, { nil: null }),
    stream: hostileText,
    title: hostileText,
    artist: hostileText,
    start: hostileText,
    link: hostileText,
  }),
  { maxLength: 5 },
)
const fields = ['date', 'stream', 'title', 'artist', 'start', 'link'] as const

describe('toCsv, for any text', () => {
  it('reads back one field per value, none of which a spreadsheet would run', () => {
    fc.assert(
      fc.property(records, (given: ExportRecord[]) => {
        const [header, ...rows] = readDelimited(toCsv(given).slice(1), ',')
        expect(header?.cells).toEqual([...fields])
        expect(rows.map((row) => row.problem)).toEqual(given.map(() => undefined))
        expect(rows.map((row) => row.cells)).toEqual(
          given.map((record) =>
            fields.map((field) => {
              const value = record[field] ?? ''
              const text = formulaSigns.some((sign) => value.startsWith(sign)) ? `'${value}` : value
              // The reader gives every line break inside a cell as LF.
              return text.replace(/\r\n?/g, '\n')
            }),
          ),
        )
        for (const row of rows)
          for (const cell of row.cells) expect(formulaSigns).not.toContain(cell.charAt(0))
      }),
    )
  })
})
