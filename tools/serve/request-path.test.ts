import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { isHiddenPath, requestPath } from './request-path.ts'

describe('requestPath', () => {
  it.each([
    ['/', '/', ''],
    ['//', '/', ''],
    ['///', '/', ''],
    ['//about', '/about', ''],
    ['//zh/about?x=1', '/zh/about', 'x=1'],
    ['/about/', '/about/', ''],
    ['/a/./b/../c', '/a/c', ''],
    ['/../../etc/passwd', '/etc/passwd', ''],
    ['/%2f_redirects', '/_redirects', ''],
    ['/x/..%2f_headers', '/_headers', ''],
    ['//[', '/[', ''],
    ['//a:b', '/a:b', ''],
    ['http://example.com/zh/?q=1', '/zh/', 'q=1'],
  ])('%s names %s', (target, pathname, query) => {
    expect(requestPath(target)).toEqual({ pathname, query })
  })

  it.each(['//%zz', '/%E0%A4%A', '/a%00b', '/a%0ab', '*', '', 'about'])(
    '%s names no file',
    (target) => expect(requestPath(target)).toBeNull(),
  )

  it('is idempotent and never leaves the root', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), (tail) => {
        const first = requestPath(`/${tail}`)
        if (!first) return
        expect(first.pathname.startsWith('/')).toBe(true)
        expect(first.pathname.split('/')).not.toContain('..')
        expect(first.pathname).not.toMatch(/\/\//)
      }),
    )
  })
})

describe('isHiddenPath', () => {
  it('hides dotfiles, dot folders and the configuration files only', () => {
    expect(['/.env', '/a/.git/config', '/_redirects', '/_headers'].map(isHiddenPath)).toEqual([
      true,
      true,
      true,
      true,
    ])
    expect(['/', '/about', '/zh/_redirects', '/a.b/c', '/_headersx'].map(isHiddenPath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })
})
