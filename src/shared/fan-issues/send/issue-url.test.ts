import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { githubRepository, issueRoute, MAX_ISSUE_URL_LENGTH, newIssueUrl } from './issue-url.ts'

describe('newIssueUrl', () => {
  it('encodes any title and body so that GitHub reads them back exactly', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (title, body) => {
        const url = new URL(newIssueUrl('fans/site', title, body))
        expect(url.origin + url.pathname).toBe('https://github.com/fans/site/issues/new')
        expect([...url.searchParams.keys()]).toEqual(['title', 'body'])
        expect(url.searchParams.get('title')).toBe(title)
        expect(url.searchParams.get('body')).toBe(body)
      }),
    )
  })

  it('spells out what a query would otherwise read as syntax', () => {
    expect(newIssueUrl('fans/site', 'A & B = 100%', '#1 + 夜\n?')).toBe(
      'https://github.com/fans/site/issues/new?title=A%20%26%20B%20%3D%20100%25&body=%231%20%2B%20%E5%A4%9C%0A%3F',
    )
  })

  it('turns half an emoji into a replacement character instead of throwing', () => {
    const url = new URL(newIssueUrl('fans/site', 'x', 'cut \uD83D'))
    expect(url.searchParams.get('body')).toBe('cut \uFFFD')
  })
})

describe('issueRoute', () => {
  it('links while the whole URL fits, and copies from the first character over', () => {
    const prefix = newIssueUrl('fans/site', 't', '').length
    const fits = 'a'.repeat(MAX_ISSUE_URL_LENGTH - prefix)
    expect(issueRoute('fans/site', 't', fits)).toEqual({
      kind: 'link',
      url: newIssueUrl('fans/site', 't', fits),
    })
    expect(newIssueUrl('fans/site', 't', fits)).toHaveLength(MAX_ISSUE_URL_LENGTH)
    expect(issueRoute('fans/site', 't', `${fits}a`)).toEqual({
      kind: 'copy',
      reason: 'too-long',
      titleUrl: 'https://github.com/fans/site/issues/new?title=t',
    })
  })

  it('counts the encoded length: 900 Japanese characters are too long for a link', () => {
    expect(issueRoute('fans/site', 't', '夜'.repeat(880)).kind).toBe('link')
    expect(issueRoute('fans/site', 't', '夜'.repeat(890)).kind).toBe('copy')
  })

  it('copies when no repository is set', () => {
    expect(issueRoute(undefined, 't', 'b')).toEqual({ kind: 'copy', reason: 'no-repository' })
  })
})

describe('githubRepository', () => {
  it.each(['fans/site', 'a/b', 'Luna-Fans/luna.site_2', `${'a'.repeat(39)}/${'b'.repeat(100)}`])(
    'accepts %s',
    (name) => expect(githubRepository.test(name)).toBe(true),
  )

  it.each([
    'site',
    'https://github.com/fans/site',
    'fans/site/',
    '-fans/site',
    'fans-/site',
    'fa--ns/site',
    'fans/..',
    'fans/a b',
    `${'a'.repeat(40)}/site`,
    `fans/${'b'.repeat(101)}`,
  ])('refuses %s', (name) => expect(githubRepository.test(name)).toBe(false))
})
