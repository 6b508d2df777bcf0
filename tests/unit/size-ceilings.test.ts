import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  aim,
  ceiling,
  measured,
  type Raise,
  raises,
} from '#tests/e2e/fixture-archive/size-ceilings.ts'

const root = join(import.meta.dirname, '../..')

/** What is wrong with each raise: its record must exist and name its page and its bytes. */
function unbacked(given: readonly Raise[], read: (path: string) => string | null): string[] {
  return given.flatMap(({ route, bytes, record }) => {
    const text = /^docs\/decisions\/\d{3}-[a-z0-9-]+\.md$/.test(record) ? read(record) : null
    if (text === null) return [`${route} +${bytes}: ${record} is not a decision record`]
    const figures = [String(bytes), bytes.toLocaleString('en')]
    if (!text.includes(route) || !figures.some((figure) => text.includes(figure)))
      return [`${route} +${bytes}: ${record} does not name the page and the bytes`]
    return []
  })
}

const readRecord = (path: string) =>
  existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : null

describe('the first-load ceilings', () => {
  it('rise only by raises that a decision record names', () => {
    expect(unbacked(raises, readRecord)).toEqual([])
  })

  it('are kept only for pages over the aim: one that meets it falls back to the aim', () => {
    expect(Object.entries(measured).filter(([, bytes]) => bytes <= aim)).toEqual([])
  })

  it('add a raise to its page only, and give other pages the aim', () => {
    const given = [{ route: '/about', bytes: 120, record: 'docs/decisions/099-x.md' }]
    expect(ceiling('/about', given)).toBe((measured['/about'] ?? 0) + 120)
    expect(ceiling('/songlist', given)).toBe(measured['/songlist'])
    expect(ceiling('/zh/about', given)).toBe(aim)
  })

  it('refuse a raise whose record is missing, or does not name the page and the bytes', () => {
    const records: Record<string, string> = {
      'docs/decisions/013-a.md': 'The share card adds 1,234 bytes to /about.',
      'docs/decisions/014-b.md': 'The share card adds bytes to /about.',
    }
    const read = (path: string) => records[path] ?? null
    expect(
      unbacked(
        [
          { route: '/about', bytes: 1234, record: 'docs/decisions/013-a.md' },
          { route: '/about', bytes: 1234, record: 'docs/decisions/014-b.md' },
          { route: '/mylist', bytes: 1234, record: 'docs/decisions/013-a.md' },
          { route: '/about', bytes: 10, record: 'docs/decisions/015-c.md' },
          { route: '/about', bytes: 10, record: 'README.md' },
        ],
        read,
      ),
    ).toEqual([
      '/about +1234: docs/decisions/014-b.md does not name the page and the bytes',
      '/mylist +1234: docs/decisions/013-a.md does not name the page and the bytes',
      '/about +10: docs/decisions/015-c.md is not a decision record',
      '/about +10: README.md is not a decision record',
    ])
  })
})
