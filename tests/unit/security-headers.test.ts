import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { headersFor, parseHeadersFile } from '#tools/serve/headers-file.ts'

// The committed _headers (the repository's root), read as Netlify reads it.
const rules = parseHeadersFile(
  readFileSync(join(import.meta.dirname, '..', '..', '_headers'), 'utf8'),
)

describe('_headers', () => {
  // Issue 69: the site set no Strict-Transport-Security.
  it('keeps a returning visitor on https for a year, on every path, without preloading', () => {
    for (const path of ['/', '/zh/songlist', '/assets/index-1234.js', '/feed.xml', '/sw.js'])
      expect(headersFor(rules, path)['Strict-Transport-Security'], path).toBe(
        'max-age=31536000; includeSubDomains',
      )
  })
})
