import { describe, expect, it } from 'vitest'

import { quote, schemaChecker } from './schema-check.ts'

const schema = {
  type: 'object',
  required: ['name', 'kind', 'items'],
  additionalProperties: false,
  properties: {
    name: { $ref: '#/$defs/word' },
    kind: { enum: ['a', 'b'] },
    old: { description: 'moved', deprecationMessage: 'has moved to "name"', not: {} },
    items: { type: 'array', items: { $ref: '#/$defs/item' }, uniqueItems: true },
  },
  $defs: {
    word: { type: 'string', pattern: '^[a-z]+$', patternErrorMessage: 'a word in small letters' },
    item: { type: 'object', properties: { n: { type: 'integer', maximum: 9 } } },
  },
}
const check = schemaChecker(schema)

describe('schemaChecker', () => {
  it('accepts what the schema accepts', () => {
    expect(check({ name: 'ab', kind: 'a', items: [{ n: 1 }] })).toEqual([])
  })

  it('names each missing field once', () => {
    expect(check({ kind: 'a' })).toEqual([
      { path: ['name'], message: 'is missing' },
      { path: ['items'], message: 'is missing' },
    ])
  })

  it('words a pattern behind a $ref with its patternErrorMessage, and an enum with its values', () => {
    expect(check({ name: 'A1', kind: 'c', items: [] })).toEqual([
      { path: ['name'], message: '"A1" is not a word in small letters' },
      { path: ['kind'], message: '"c" must be "a" or "b"' },
    ])
  })

  it('names a moved field by its deprecationMessage and an unknown one as unknown', () => {
    expect(check({ name: 'a', kind: 'a', items: [], old: 1, typo: 2 })).toEqual([
      { path: ['old'], message: 'has moved to "name"' },
      { path: ['typo'], message: 'is not a known field' },
    ])
  })

  it('points into arrays, and words keywords it has no text of its own for', () => {
    expect(check({ name: 'a', kind: 'a', items: [{ n: 'x' }, { n: 10 }] })).toEqual([
      { path: ['items', 0, 'n'], message: 'must be an integer' },
      { path: ['items', 1, 'n'], message: expect.stringMatching(/9/) },
    ])
    expect(check({ name: 'a', kind: 'a', items: [{}, {}] })).toEqual([
      { path: ['items'], message: 'lists the same value twice' },
    ])
  })
})

describe('quote', () => {
  it('spells out invisible control and format characters', () => {
    expect(quote('a\u202eb\u0085\t')).toBe('"a\\u202eb\\u0085\\t"')
  })
})
