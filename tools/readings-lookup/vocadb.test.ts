import { http, HttpResponse, type JsonBodyType } from 'msw'
import { describe, expect, it } from 'vitest'

import { readingsLookupFixture } from '#tests/fixtures/readings-lookup/fixture-file.ts'
import { testClock } from '#tests/fixtures/readings-lookup/test-clock.ts'
import { server } from '#tests/msw/server.ts'

import { vocadbClient } from './vocadb.ts'

const base = 'https://vocadb.test'
const application = { name: 'singer-fan-site', version: '0.1.0', contact: 'fans@example.org' }

/** Answers GET <base><path> with each of `answers` in turn, keeping each request. */
function answering(path: string, ...answers: (() => Response)[]) {
  const seen: Request[] = []
  server.use(
    http.get(`${base}${path}`, ({ request }) => {
      seen.push(request)
      return (answers[seen.length - 1] ?? answers.at(-1)!)()
    }),
  )
  return seen
}

const fixture = (name: string) => () =>
  HttpResponse.json(readingsLookupFixture(`vocadb/${name}`) as JsonBodyType)

function client() {
  const clock = testClock()
  return { clock, vocadb: vocadbClient({ application, base, clock }) }
}

describe('vocadbClient', () => {
  it('asks for exact name matches with their names, and answers each name with its language', async () => {
    const seen = answering('/api/songs', fixture('songs-found.json'))
    const { vocadb } = client()
    expect(await vocadb.lookup('title', '千本桜')).toEqual({
      candidates: [
        {
          names: [
            { language: 'Japanese', value: '千本桜' },
            { language: 'Romaji', value: 'Senbonzakura' },
            { language: 'English', value: 'Thousand Cherry Blossoms' },
          ],
        },
      ],
    })
    const url = new URL(seen[0]!.url)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      query: '千本桜',
      nameMatchMode: 'Exact',
      fields: 'Names',
      lang: 'Default',
      maxResults: '10',
    })
    expect(seen[0]!.headers.get('user-agent')).toBe('singer-fan-site/0.1.0 ( fans@example.org )')
  })

  it('asks the artists for an artist', async () => {
    answering('/api/artists', fixture('artists-found.json'))
    expect(await client().vocadb.lookup('artist', '米津玄師')).toEqual({
      candidates: [
        {
          names: [
            { language: 'Japanese', value: '米津玄師' },
            { language: 'Romaji', value: 'Yonezu Kenshi' },
            { language: 'English', value: 'Kenshi Yonezu' },
          ],
        },
      ],
    })
  })

  it('answers no candidate for a name it does not list', async () => {
    answering('/api/songs', fixture('songs-not-found.json'))
    expect(await client().vocadb.lookup('title', '想見你')).toEqual({ candidates: [] })
  })

  it('answers every entry of that name, without the names of no stated language', async () => {
    answering('/api/songs', fixture('songs-several.json'))
    const amanojaku = [
      { language: 'Japanese', value: '天ノ弱' },
      { language: 'Romaji', value: 'Amanojaku' },
    ]
    expect(await client().vocadb.lookup('title', '天ノ弱')).toEqual({
      candidates: [{ names: amanojaku }, { names: amanojaku }],
    })
  })

  it('waits as long as a 429 or a 503 says in Retry-After, then asks again', async () => {
    const later = new Date(1_700_000_000_000 + 5_000).toUTCString()
    const seen = answering(
      '/api/songs',
      () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '3' } }),
      () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': later } }),
      fixture('songs-found.json'),
    )
    const { vocadb, clock } = client()
    const answer = await vocadb.lookup('title', '千本桜')
    expect(answer).toMatchObject({ candidates: [{ names: expect.any(Array) }] })
    expect(seen).toHaveLength(3)
    // The 3 s asked, then what was left of the 5 s to the date (the clock stood at 3 s by then).
    expect(clock.slept.filter((ms) => ms >= 1000)).toEqual([3000, 2000])
  })

  it('gives up when asked to wait longer than 30 s, or told nothing of when', async () => {
    const long = answering(
      '/api/songs',
      () =>
        new HttpResponse(null, {
          status: 429,
          statusText: 'Too Many Requests',
          headers: { 'Retry-After': '120' },
        }),
    )
    expect(await client().vocadb.lookup('title', '千本桜')).toEqual({
      unavailable:
        'answered 429 Too Many Requests and asked to wait 120 s; the tool waits at most 30 s',
    })
    expect(long).toHaveLength(1)
    answering(
      '/api/songs',
      () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
    )
    expect(await client().vocadb.lookup('title', '千本桜')).toEqual({
      unavailable: 'answered 503 Service Unavailable without saying when to come back',
    })
  })

  it('counts an answer that is not JSON, or not of the documented shape, as a failure', async () => {
    answering('/api/songs', () => HttpResponse.html('<!doctype html><title>Maintenance</title>'))
    expect(await client().vocadb.lookup('title', '千本桜')).toEqual({
      unavailable: 'the answer is not JSON: "<!doctype html><title>Maintenance</title"',
    })
    answering('/api/songs', fixture('songs-wrong-shape.json'))
    expect(await client().vocadb.lookup('title', '千本桜')).toEqual({
      unavailable: 'the answer is not a list of songs with names',
    })
  })

  it('answers unavailable, and throws nothing, when the network fails', async () => {
    answering('/api/songs', () => HttpResponse.error())
    expect(await client().vocadb.lookup('title', '千本桜')).toEqual({
      unavailable: expect.stringMatching(/^no answer \(.+\)$/),
    })
  })
})
