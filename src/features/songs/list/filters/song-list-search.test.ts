import { describe, expect, it } from 'vitest'

import { parsePlainSearch } from '#src/lib/plain-search.ts'

import {
  songListDefaults,
  type SongListSearch,
  validateSongListSearch,
} from './song-list-search.ts'

const validate = (input: Record<string, unknown>) =>
  validateSongListSearch(
    input as Partial<SongListSearch> & { __TSearchSchemaInput__: 'TSearchSchemaInput' },
  )

describe('validateSongListSearch', () => {
  it('keeps well-formed values', () => {
    const search = {
      q: 'よる',
      singer: 'YOASOBI',
      date: '2025-03-09',
      type: 'request',
      once: 'only',
      view: 'songs',
      sort: 'count',
    }
    expect(validate(search)).toEqual({ ...songListDefaults, ...search })
  })

  it('falls back to the defaults for malformed or unknown values', () => {
    expect(
      validate({
        q: ['a'],
        singer: { x: 1 },
        date: 'garbage',
        type: 'x',
        view: 'grid',
        sort: 'random',
        extra: 1,
      }),
    ).toEqual(songListDefaults)
    expect(validate({})).toEqual(songListDefaults)
  })

  it('keeps every order, the ones older links hold included, and drops an unknown one', () => {
    for (const sort of ['match', 'last', 'oldest', 'title', 'count']) {
      expect(validate({ view: 'streams', sort }).sort).toBe(sort)
    }
    expect(validate(parsePlainSearch('?sort=Oldest')).sort).toBe('match')
    expect(validate(parsePlainSearch('?sort=oldest&sort=count')).sort).toBe('match')
  })

  it('keeps the songs sung once only for exactly once=only, with the longest unsung first', () => {
    expect(validate(parsePlainSearch('?view=songs&sort=oldest&once=only'))).toEqual({
      ...songListDefaults,
      view: 'songs',
      sort: 'oldest',
      once: 'only',
    })
    for (const malformed of [
      '?once=1',
      '?once=true',
      '?once=Only',
      '?once=only&once=only',
      '?once',
    ])
      expect(validate(parsePlainSearch(malformed)).once).toBe('all')
  })

  it('rejects dates that are not real', () => {
    expect(validate({ date: '2025-02-30' }).date).toBe('')
    expect(validate({ date: '2025-2-3' }).date).toBe('')
  })

  it('keeps digits and words as the text they are, and cuts long text', () => {
    expect(validate({ q: '123', singer: 'true' })).toMatchObject({ q: '123', singer: 'true' })
    expect(validate({ q: 'あ'.repeat(500) }).q).toHaveLength(100)
  })

  it('reads a URL the router parsed with its plain-text search parser', () => {
    expect(validate(parsePlainSearch('?q=123&view=songs&q=4&sort=%22count%22'))).toEqual({
      ...songListDefaults,
      view: 'songs',
    })
    expect(validate(parsePlainSearch('?q=123&date=2025-03-09'))).toMatchObject({
      q: '123',
      date: '2025-03-09',
    })
  })

  it('keeps a chosen view, streams too: only the page drops them from an empty box', () => {
    expect(validate({ view: 'songs' }).view).toBe('songs')
    expect(validate({ q: 'yoru', view: 'streams' }).view).toBe('streams')
    expect(validate({ view: 'streams' }).view).toBe('streams')
    expect(validate({}).view).toBe('')
  })
})
