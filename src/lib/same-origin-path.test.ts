import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { sameOriginPath } from './same-origin-path.ts'

const origin = 'https://fans.example'

describe('an address of this site from outside text', () => {
  it.each([
    ['a path', '/zh/songs/lemon?t=1', '/zh/songs/lemon?t=1'],
    ['a path with a fragment', '/songlist?q=a#results', '/songlist?q=a#results'],
    ['a full address of the same origin', 'https://fans.example/about', '/about'],
    ['a path the browser tidies', '/zh/./songs/../about', '/zh/about'],
    ['a path with an encoded slash', '/%2F/evil.example', '/%2F/evil.example'],
  ])('keeps %s', (_what, value, path) => {
    expect(sameOriginPath(value, origin)).toBe(path)
  })

  // Issue 69's list and the tricks of earlier rounds: each is read by a browser as another host.
  it.each([
    ['another origin', 'https://evil.example'],
    ['another origin, with a path', 'https://evil.example/'],
    ['the same host on another scheme', 'http://fans.example/about'],
    ['the same host on another port', 'https://fans.example:8443/about'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash first', '\\/evil.example'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return between the slashes', '/\r/evil.example'],
    ['leading spaces', '  //evil.example'],
    ['a dot segment that leaves two slashes', '/.//evil.example'],
    ['a parent segment that leaves two slashes', '/a/..//evil.example'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['nothing', ''],
    ['not text', 42],
    ['a list', ['/about', '/zh']],
    ['an address too long to be the site', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_what, value) => {
    expect(sameOriginPath(value, origin)).toBeNull()
  })

  it('refuses everything when the origin cannot hold addresses', () => {
    expect(sameOriginPath('/about', 'null')).toBeNull()
  })
})

// Pieces of the tricks above, put together in any order.
const hostilePiece = fc.constantFrom(
  '/',
  '\\',
  '\t',
  '\n',
  '\r',
  ' ',
  '\u0000',
  '\u3000',
  '.',
  '..',
  ':',
  '@',
  '%2F',
  '%5C',
  '?',
  '#',
  'evil.example',
  'fans.example',
  'https:',
  'javascript:',
  ':443',
)
const hostileText = fc.oneof(
  fc.array(hostilePiece, { maxLength: 12 }).map((pieces) => pieces.join('')),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
)

describe('an address of this site, for any text', () => {
  it('is either refused or leads to this origin, from any page of the site', () => {
    fc.assert(
      fc.property(hostileText, (value) => {
        const path = sameOriginPath(value, origin)
        if (path === null) return
        // A link resolves against the page it is on, wherever on the site that is.
        for (const page of [origin, `${origin}/zh/offline?from=x`, `${origin}/a/b/c/`])
          expect(new URL(path, page).origin).toBe(origin)
        expect(path).toMatch(/^\/(?![/\\])/)
      }),
    )
  })

  it('keeps every path of a page of the site as the service worker sends it', () => {
    fc.assert(
      fc.property(fc.array(fc.webSegment()), fc.webQueryParameters(), (segments, query) => {
        const url = new URL(origin)
        url.pathname = `/${segments.join('/')}`
        url.search = query
        fc.pre(!url.pathname.startsWith('//'))
        const sent = url.pathname + url.search
        expect(sameOriginPath(sent, origin)).toBe(sent)
      }),
    )
  })
})
