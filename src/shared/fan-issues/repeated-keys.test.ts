import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { repeatedKey } from './repeated-keys.ts'

describe('repeatedKey', () => {
  it.each([
    ['{"miss": 1, "query": "Lemon", "query": "夜に駆ける"}', 'query'],
    ['{"song": {"title": "a", "artist": "b", "title": "c"}}', 'song.title'],
    ['{"list": [{"a": 1}, {"b": 1, "b": 2}]}', 'list[1].b'],
    // Written another way, a key is still the same one once read.
    ['{"query": "a", "\\u0071uery": "b"}', 'query'],
    ['{"a": "\\"query\\": 1", "b": {}, "b": []}', 'b'],
  ])('finds the key %j names twice', (json, key) => {
    expect(repeatedKey(json)).toBe(key)
  })

  it('takes one key in two objects, or as a value, for no repeat', () => {
    expect(
      repeatedKey('{"current": {"songName": "a"}, "correction": {"songName": "b"}, "x": "x"}'),
    ).toBeNull()
    expect(repeatedKey('[{"a": 1}, {"a": 2}]')).toBeNull()
  })

  it('finds none in any JSON text JSON.stringify writes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2), (value, space) => {
        expect(repeatedKey(JSON.stringify(value, null, space))).toBeNull()
      }),
    )
  })
})
