import { describe, expect, it } from 'vitest'

import { pickSubmission, readSubmissions } from './netlify-submissions.ts'

const read = (text: string) => readSubmissions(Buffer.from(text, 'utf8'))

describe('readSubmissions', () => {
  it('finds title and body by header, after a BOM, in any column order, skipping blank rows; a line break in a cell is read as LF', () => {
    expect(
      read('\ufeffcreated_at,Body,TITLE\r\n2025,"a\r\nb ""c"", d",t1\r\n\r\n2026,e,t2\r\n'),
    ).toEqual({
      submissions: [
        { row: 1, title: 't1', body: 'a\nb "c", d' },
        { row: 2, title: 't2', body: 'e' },
      ],
    })
  })

  it('refuses a file without both columns, a quote never closed, and text that is not UTF-8', () => {
    expect(read('title,comment\r\nx,y\r\n')).toEqual({
      error: 'no "title" and "body" columns: is it the export of the site\'s form?',
    })
    expect(read('title,body\r\nx,"never closed\r\n')).toEqual({
      error: 'line 2: the quote opened on line 2 is never closed',
    })
    expect(readSubmissions(Buffer.from([0x74, 0x0a, 0xff, 0x0a]))).toEqual({
      error: "line 2 is not valid UTF-8; is it Netlify's CSV export?",
    })
  })
})

describe('pickSubmission', () => {
  const two = [
    { row: 1, title: 'a', body: 'A' },
    { row: 2, title: 'b', body: 'B' },
  ]
  it('takes the only submission, or the row asked for', () => {
    expect(pickSubmission(two.slice(0, 1), undefined)).toEqual(two[0])
    expect(pickSubmission(two, '2')).toEqual(two[1])
  })
  it('lists the rows when several need a choice, and refuses a row that is not there', () => {
    expect(pickSubmission(two, undefined)).toEqual({
      error: 'the export holds 2 submissions; choose one with --row:\n  1: a\n  2: b',
    })
    expect(pickSubmission(two, '0')).toEqual({ error: '--row 0: the export has rows 1 to 2' })
    expect(pickSubmission(two, 'x')).toEqual({ error: '--row x: the export has rows 1 to 2' })
    expect(pickSubmission([], undefined)).toEqual({ error: 'the export holds no submission' })
  })
})
