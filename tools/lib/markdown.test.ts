import { describe, expect, it } from 'vitest'

import { codeBlock, codeSpan } from './markdown.ts'

describe('codeSpan', () => {
  it('shows a name as code, so an @handle mentions no GitHub user and *stars* stay stars', () => {
    expect(codeSpan('@moonfan *new*')).toBe('`@moonfan *new*`')
  })

  it('fences text holding backticks with a longer run, padding one at an edge', () => {
    expect(codeSpan('a ``b`` c')).toBe('```a ``b`` c```')
    expect(codeSpan('`start')).toBe('`` `start ``')
  })

  it('keeps a span on one line', () => {
    expect(codeSpan('one\n  two')).toBe('`one two`')
  })

  it.each(['\r', '\r\n', '\n\n', '\u2028', '\u2029', '\u0085', '\v', '\f'])(
    'keeps a span on one line across %j',
    (lineEnd) => {
      expect(codeSpan(`moon${lineEnd}# heading${lineEnd}@someone`)).toBe(
        '`moon # heading @someone`',
      )
    },
  )
})

describe('codeBlock', () => {
  it('fences the lines as text, with a fence longer than any backticks inside', () => {
    expect(codeBlock(['千本桜: the build reads せんぼんさくら', '  @someone *new*'])).toEqual([
      '```text',
      '千本桜: the build reads せんぼんさくら',
      '  @someone *new*',
      '```',
    ])
    expect(codeBlock(['a ```` b'])).toEqual(['`````text', 'a ```` b', '`````'])
  })

  it('keeps each line one line, so none closes the fence early', () => {
    expect(codeBlock(['moon\r```\r# heading'])).toEqual(['````text', 'moon ``` # heading', '````'])
  })
})
