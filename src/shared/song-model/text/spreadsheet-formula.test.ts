import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isSpreadsheetFormula } from './spreadsheet-formula.ts'

describe('isSpreadsheetFormula', () => {
  it.each([
    // The shapes data:import refused before issue 69.
    '=B2',
    '=$B$2+1',
    '=TIME(0,5,0)',
    '=HYPERLINK(C2,"▶")',
    '= hyperlink ("https://youtu.be/luna240303a")',
    // Issue 69: a DDE link, and every sign OWASP names.
    "=cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '=1+SUM(A1)',
    '=-HYPERLINK("https://evil.example","x")',
    '=Sheet1!A1',
    "='Other sheet'!$C$3",
    '=1+A1',
    '-A1',
  ])('refuses %s', (text) => {
    expect(isSpreadsheetFormula(text)).toBe(true)
  })

  it.each([
    '=LOVE',
    '-ERROR-',
    '+1',
    '-3',
    '@home',
    '@home (acoustic)',
    '=(イコール)',
    '1+1=2',
    'SUM(1)',
    'A|B',
    '夜に駆ける',
    '-ERROR- feat. V6',
  ])('reads %s as a title', (text) => {
    expect(isSpreadsheetFormula(text)).toBe(false)
  })

  it('refuses any text after a sign that links to a program or calls a function', () => {
    const sign = fc.constantFrom('=', '+', '-', '@')
    const call = fc.constantFrom('cmd|', 'SUM(', 'HYPERLINK(', 'WEBSERVICE(', 'x|')
    fc.assert(
      fc.property(sign, fc.string(), call, fc.string(), (first, before, reach, after) => {
        expect(isSpreadsheetFormula(`${first}${before}${reach}${after}`)).toBe(true)
      }),
    )
  })

  it('never refuses a text that does not begin with a sign', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        fc.pre(!/^[=+\-@]/.test(text))
        expect(isSpreadsheetFormula(text)).toBe(false)
      }),
    )
  })
})
