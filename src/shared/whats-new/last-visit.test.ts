import { describe, expect, test } from 'vitest'

import { nextVisit, VISIT_GAP_MS } from './last-visit.ts'

const T0 = Date.UTC(2025, 2, 10, 12, 0)
const MINUTE = 60 * 1000
const archive = ['2025-03-01', '2025-03-05', '2025-03-09', '2025-03-09-2']

const stored = (value: object) => JSON.stringify({ v: 1, ...value })
const read = (store: string) => JSON.parse(store) as unknown

describe('nextVisit', () => {
  test('a first visit stores the archive and shows no news', () => {
    const { store, news } = nextVisit(null, archive, T0)
    expect(news).toEqual({ fresh: [] })
    expect(read(store)).toEqual({ v: 1, at: T0, seen: archive, fresh: [] })
  })

  test('nothing new after a gap: no news', () => {
    const last = stored({ at: T0, seen: archive, fresh: [] })
    const { store, news } = nextVisit(last, archive, T0 + 2 * VISIT_GAP_MS)
    expect(news.fresh).toEqual([])
    expect(read(store)).toEqual({ v: 1, at: T0 + 2 * VISIT_GAP_MS, seen: archive, fresh: [] })
  })

  test('after a gap, every stream added is news, in the order of the archive', () => {
    const last = stored({ at: T0, seen: ['2025-03-01', '2025-03-09'], fresh: [] })
    const now = T0 + VISIT_GAP_MS
    const current = ['2025-03-01', '2025-03-05', '2025-03-09', '2025-03-09-2', '2025-03-12']
    const { store, news } = nextVisit(last, current, now)
    // 2025-03-05 was added in the past, between two streams already known.
    const fresh = ['2025-03-05', '2025-03-09-2', '2025-03-12']
    expect(news.fresh).toEqual(fresh)
    expect(read(store)).toEqual({ v: 1, at: now, seen: current, fresh })
  })

  test('the news stays for the whole visit, and goes at the next visit with nothing new', () => {
    const first = nextVisit(
      stored({ at: T0, seen: ['2025-03-01'], fresh: [] }),
      archive,
      T0 + 60 * MINUTE,
    )
    const fresh = ['2025-03-05', '2025-03-09', '2025-03-09-2']
    expect(first.news.fresh).toEqual(fresh)

    // Loads 20 minutes apart: each within 30 minutes of the one before, so one visit.
    const second = nextVisit(first.store, archive, T0 + 80 * MINUTE)
    expect(second.news.fresh).toEqual(fresh)
    const third = nextVisit(second.store, archive, T0 + 100 * MINUTE)
    expect(third.news.fresh).toEqual(fresh)
    expect(read(third.store)).toEqual({ v: 1, at: T0 + 100 * MINUTE, seen: archive, fresh })

    const later = nextVisit(third.store, archive, T0 + 130 * MINUTE)
    expect(later.news.fresh).toEqual([])
    expect(read(later.store)).toEqual({ v: 1, at: T0 + 130 * MINUTE, seen: archive, fresh: [] })
  })

  test('a load 1 ms before the gap is still the same visit', () => {
    const last = stored({ at: T0, seen: archive, fresh: ['2025-03-09'] })
    expect(nextVisit(last, archive, T0 + VISIT_GAP_MS - 1).news.fresh).toEqual(['2025-03-09'])
    expect(nextVisit(last, archive, T0 + VISIT_GAP_MS).news.fresh).toEqual([])
  })

  test('a new build during a visit adds its streams to the news', () => {
    const last = stored({ at: T0, seen: archive, fresh: ['2025-03-09-2'] })
    const current = ['2025-03-01', '2025-03-05', '2025-03-07', '2025-03-09', '2025-03-09-2']
    const { store, news } = nextVisit(last, current, T0 + 5 * MINUTE)
    expect(news.fresh).toEqual(['2025-03-07', '2025-03-09-2'])
    expect(read(store)).toEqual({
      v: 1,
      at: T0 + 5 * MINUTE,
      seen: current,
      fresh: ['2025-03-07', '2025-03-09-2'],
    })
  })

  test('a stream removed from the archive leaves the news', () => {
    const last = stored({ at: T0, seen: archive, fresh: ['2025-03-09', '2025-03-09-2'] })
    const current = ['2025-03-01', '2025-03-05', '2025-03-09']
    const { store, news } = nextVisit(last, current, T0 + MINUTE)
    expect(news.fresh).toEqual(['2025-03-09'])
    expect(read(store)).toEqual({ v: 1, at: T0 + MINUTE, seen: current, fresh: ['2025-03-09'] })
  })

  test('a repeated slug in the archive is listed once', () => {
    const last = stored({ at: T0, seen: ['2025-03-01'], fresh: [] })
    const current = ['2025-03-01', '2025-03-05', '2025-03-05']
    const { store, news } = nextVisit(last, current, T0 + VISIT_GAP_MS)
    expect(news.fresh).toEqual(['2025-03-05'])
    expect(read(store)).toMatchObject({ seen: ['2025-03-01', '2025-03-05'] })
  })

  test('the clock going back starts a new visit', () => {
    const last = stored({ at: T0, seen: ['2025-03-01', '2025-03-05'], fresh: ['2025-03-05'] })
    const { store, news } = nextVisit(last, archive, T0 - MINUTE)
    expect(news.fresh).toEqual(['2025-03-09', '2025-03-09-2'])
    expect(read(store)).toEqual({
      v: 1,
      at: T0 - MINUTE,
      seen: archive,
      fresh: ['2025-03-09', '2025-03-09-2'],
    })
  })

  test('missing data stores an empty archive, and does not flag the whole archive next time', () => {
    const last = stored({ at: T0, seen: ['2025-03-01'], fresh: [] })
    const empty = nextVisit(last, [], T0 + VISIT_GAP_MS)
    expect(empty.news.fresh).toEqual([])
    expect(read(empty.store)).toEqual({ v: 1, at: T0 + VISIT_GAP_MS, seen: [], fresh: [] })

    const back = nextVisit(empty.store, archive, T0 + 3 * VISIT_GAP_MS)
    expect(back.news.fresh).toEqual([])
    expect(read(back.store)).toEqual({ v: 1, at: T0 + 3 * VISIT_GAP_MS, seen: archive, fresh: [] })
  })

  const many = Array.from({ length: 50_001 }, (_, i) => `s${i}`)
  test.each([
    ['not JSON', 'not json'],
    ['null', 'null'],
    ['a number', '42'],
    ['a newer version', JSON.stringify({ v: 2, at: T0, seen: ['2025-03-01'], fresh: [] })],
    ['no version', JSON.stringify({ at: T0, seen: ['2025-03-01'], fresh: [] })],
    ['a non-string in seen', stored({ at: T0, seen: ['2025-03-01', 7], fresh: [] })],
    ['seen not a list', stored({ at: T0, seen: '2025-03-01', fresh: [] })],
    ['fresh missing', stored({ at: T0, seen: ['2025-03-01'] })],
    ['a slug with a slash', stored({ at: T0, seen: ['2025/03/01'], fresh: [] })],
    ['an empty slug', stored({ at: T0, seen: [''], fresh: [] })],
    ['a 65-character slug', stored({ at: T0, seen: ['a'.repeat(65)], fresh: [] })],
    ['a bad slug in fresh', stored({ at: T0, seen: ['2025-03-01'], fresh: ['../x'] })],
    ['at as a string', stored({ at: String(T0), seen: ['2025-03-01'], fresh: [] })],
    ['at missing', stored({ seen: ['2025-03-01'], fresh: [] })],
    ['50,001 entries', stored({ at: T0, seen: many, fresh: [] })],
  ])('a stored value with %s is a first visit', (_, value) => {
    const now = T0 + 2 * VISIT_GAP_MS
    const { store, news } = nextVisit(value, archive, now)
    expect(news.fresh).toEqual([])
    expect(read(store)).toEqual({ v: 1, at: now, seen: archive, fresh: [] })
  })

  test('a 64-character slug and 50,000 entries are still read', () => {
    const long = 'a'.repeat(64)
    const seen = Array.from({ length: 50_000 }, (_, i) => `s${i}`)
    seen[0] = long
    const last = stored({ at: T0, seen, fresh: [] })
    const news = nextVisit(last, [long, 's1', 'new_one'], T0 + VISIT_GAP_MS).news
    expect(news.fresh).toEqual(['new_one'])
  })
})
