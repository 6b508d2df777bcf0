import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { expectConsole } from '#tests/console.ts'

import { main } from './report-show.ts'

const csv = join(import.meta.dirname, '../tests/fixtures/netlify/report-submissions.csv')

describe('report:show --submission', () => {
  it("lists each report of Netlify's export with its file, index and correction", async () => {
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    expect(await main(['--submission', csv])).toBe(0)
    const lines = stdout.mock.calls.map((call) => call.join(' '))
    expect(lines.slice(0, 2)).toEqual([
      '1: streams/2023-12-09.json songList[1]  wrong-song  singer → 田馥甄 (Hebe)',
      '2: not a report: no report block: the issue has no ```json block',
    ])
    expect(lines[2]).toMatch(/^2 reports\. To apply one, save its body/)
  })

  it('says in one line why an export cannot be read', async () => {
    const stderr = expectConsole('error')
    const other = join(import.meta.dirname, '../tests/fixtures/import/en-quoted.csv')
    expect(await main(['--submission', other])).toBe(1)
    expect(stderr.mock.calls.map((call) => call.join(' '))).toEqual([
      `error: ${other}: no "title" and "body" columns: is it the export of the site's form?`,
    ])
  })
})
