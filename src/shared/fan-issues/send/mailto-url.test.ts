import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { emailAddress, mailtoLink, MAX_MAILTO_LENGTH } from './mailto-url.ts'

const note = '（文面が長いため、ここで切れています。）'
const crlf = (text: string) => text.replace(/\r\n?|\n/g, '\r\n')
const fields = (url: string) => {
  const parsed = new URL(url)
  return {
    to: parsed.pathname,
    subject: parsed.searchParams.get('subject'),
    body: parsed.searchParams.get('body'),
  }
}

describe('mailtoLink', () => {
  it('carries the subject and body encoded, with line breaks as CRLF', () => {
    const { url, shortened } = mailtoLink('fans@example.org', 'A & B = 100%', '#1 + 夜\n?', note)
    expect(url).toBe(
      'mailto:fans@example.org?subject=A%20%26%20B%20%3D%20100%25&body=%231%20%2B%20%E5%A4%9C%0D%0A%3F',
    )
    expect(shortened).toBe(false)
  })

  it('reads back any text that fits, cuts any other, and never hands out a longer link', () => {
    const text = fc.string({ unit: 'binary', maxLength: 400 })
    fc.assert(
      fc.property(text, text, (subject, body) => {
        const { url, shortened } = mailtoLink('fans@example.org', subject, body, note)
        expect(url.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH)
        const read = fields(url)
        expect(read.to).toBe('fans@example.org')
        if (shortened) expect(read.body?.endsWith(note)).toBe(true)
        else expect(read.body).toBe(crlf(body.replace(/\p{Cs}/gu, '\uFFFD')))
      }),
      { numRuns: 100 },
    )
  })

  it('links the whole text up to the bound, and cuts it from the first character over', () => {
    const prefix = mailtoLink('fans@example.org', 't', '', note).url.length
    const fits = 'a'.repeat(MAX_MAILTO_LENGTH - prefix)
    expect(mailtoLink('fans@example.org', 't', fits, note)).toEqual({
      url: `mailto:fans@example.org?subject=t&body=${fits}`,
      shortened: false,
    })
    expect(mailtoLink('fans@example.org', 't', `${fits}a`, note).shortened).toBe(true)
  })

  it('cuts a long body at a line break and says so at its end', () => {
    const lines = Array.from({ length: 300 }, (_, i) => `${i}行目の歌`)
    const { url, shortened } = mailtoLink('fans@example.org', 'セトリ', lines.join('\n'), note)
    expect(shortened).toBe(true)
    expect(url.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH)
    const body = fields(url).body ?? ''
    expect(body.endsWith(`\r\n\r\n${note}`)).toBe(true)
    const kept = body.slice(0, -`\r\n\r\n${note}`.length).split('\r\n')
    expect(kept.length).toBeGreaterThan(20)
    expect(kept).toEqual(lines.slice(0, kept.length))
  })

  it('cuts a subject that would take more than a third of the link', () => {
    const { url } = mailtoLink('fans@example.org', '夜'.repeat(200), 'body', note)
    const subject = fields(url).subject ?? ''
    expect(subject.endsWith('…')).toBe(true)
    expect(subject.length).toBeLessThan(200)
    expect(fields(url).body).toBe('body')
  })
})

describe('emailAddress', () => {
  it.each(['fans@example.org', 'luna.fans+site@mail.example.co.jp', 'a_b-c@x-y.io'])(
    'accepts %s',
    (address) => expect(emailAddress.test(address)).toBe(true),
  )

  it.each([
    'fans',
    'fans@example',
    'mailto:fans@example.org',
    'fans@example.org?cc=x@example.org',
    'a b@example.org',
    'fans@-example.org',
    'ファン@example.org',
  ])('refuses %s', (address) => expect(emailAddress.test(address)).toBe(false))
})
