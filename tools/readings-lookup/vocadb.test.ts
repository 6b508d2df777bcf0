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

  it('refuses an answer that is not UTF-8, rather than read U+FFFD into its names', async () => {
    // {"items":[{"names":[{"language":"Romaji","value":"Senbonzakura\xff"}]}]}: a Latin-1 byte.
    const json = JSON.stringify(readingsLookupFixture('vocadb/songs-found.json'))
    const bytes = Buffer.from(json.replace('Senbonzakura', 'Senbonzakura\u0000'))
    bytes[bytes.indexOf(0)] = 0xff
    answering('/api/songs', () => new HttpResponse(bytes))
    expect(await client().vocadb.lookup('title', '千本桜')).toEqual({
      unavailable: 'the answer is not UTF-8 (line 1)',
    })
  })

  it('gives up, and throws nothing, on an answer that sends its headers and then stalls', async () => {
    const stalled = () =>
      new HttpResponse(
        new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"items":[')),
        }),
      )
    answering('/api/songs', stalled)
    const vocadb = vocadbClient({ application, base, clock: testClock(), timeoutMs: 20 })
    expect(await vocadb.lookup('title', '千本桜')).toEqual({
      unavailable: 'the answer was not whole within 1 s',
    })
  })

  it('stops reading an answer over a megabyte', async () => {
    let sent = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20))
      },
    })
    answering('/api/songs', () => new HttpResponse(endless))
    expect(await client().vocadb.lookup('title', '千本桜')).toEqual({
      unavailable: 'the answer is over 1 MB',
    })
    expect(sent).toBeLessThan(2 * 1024 * 1024)
  })

  it('answers unavailable, and throws nothing, when the network fails', async () => {
    answering('/api/songs', () => HttpResponse.error())
    expect(await client().vocadb.lookup('title', '千本桜')).toEqual({
      unavailable: expect.stringMatching(/^no answer \(.+\)$/),
    })
  })
})
