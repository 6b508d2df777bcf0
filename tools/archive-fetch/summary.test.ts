import { describe, expect, it } from 'vitest'

import { codeSpan } from './summary.ts'

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
})
