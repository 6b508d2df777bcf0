import { http, HttpResponse, type JsonBodyType } from 'msw'
import { describe, expect, it } from 'vitest'

import { readingsLookupFixture } from '#tests/fixtures/readings-lookup/fixture-file.ts'
import { testClock } from '#tests/fixtures/readings-lookup/test-clock.ts'
import { server } from '#tests/msw/server.ts'

import { musicBrainzClient } from './musicbrainz.ts'
import { thisApplication } from './user-agent.ts'

const base = 'https://musicbrainz.test'
const application = { name: 'singer-fan-site', version: '0.1.0', contact: 'fans@example.org' }
const userAgent = 'singer-fan-site/0.1.0 ( fans@example.org )'

type Entity = 'work' | 'recording' | 'artist'

/** Answers each search with the answers given for it, in turn; every request is kept, in order. */
function answering(
  answers: Partial<Record<Entity, (() => Response)[]>>,
  clock?: { now(): number },
) {
  const seen: { entity: Entity; url: URL; userAgent: string | null; at: number }[] = []
  server.use(
    ...(['work', 'recording', 'artist'] as const).map((entity) =>
      http.get(`${base}/ws/2/${entity}`, ({ request }) => {
        seen.push({
          entity,
          url: new URL(request.url),
          userAgent: request.headers.get('user-agent'),
          at: clock?.now() ?? 0,
        })
        const list = answers[entity] ?? [fixture(`${entity}-not-found.json`)]
        const count = seen.filter((request) => request.entity === entity).length
        return (list[count - 1] ?? list.at(-1)!)()
      }),
    ),
  )
  return seen
}

const fixture = (name: string) => () =>
  HttpResponse.json(readingsLookupFixture(`musicbrainz/${name}`) as JsonBodyType)

function client(contact = application.contact) {
  const clock = testClock()
  return {
    clock,
    musicBrainz: musicBrainzClient({ application: { ...application, contact }, base, clock }),
  }
}

describe('musicBrainzClient', () => {
  it('searches the works for a title, and answers its name, its romaji alias and its kana search hint', async () => {
    const seen = answering({ work: [fixture('work-found.json')] })
    expect(await client().musicBrainz.lookup('title', '千本桜')).toEqual({
      candidates: [
        {
          names: [
            { language: 'Japanese', value: '千本桜' },
            { language: 'Romaji', value: 'Senbonzakura' },
            { language: 'Japanese', value: 'せんぼんざくら' },
          ],
        },
      ],
    })
    expect(seen.map((request) => Object.fromEntries(request.url.searchParams))).toEqual([
      { query: 'work:"千本桜"', limit: '10', fmt: 'json' },
    ])
  })

  it('searches the recordings when no work has the name', async () => {
    const seen = answering({ recording: [fixture('recording-found.json')] })
    expect(await client().musicBrainz.lookup('title', '勿忘')).toEqual({
      candidates: [
        {
          names: [
            { language: 'Japanese', value: '勿忘' },
            { language: 'Romaji', value: 'Wasurena' },
          ],
        },
      ],
    })
    expect(seen.map((request) => request.entity)).toEqual(['work', 'recording'])
  })

  it('answers no candidate when neither has the name', async () => {
    answering({})
    expect(await client().musicBrainz.lookup('title', '想見你')).toEqual({ candidates: [] })
  })

  it('keeps only the entries named as asked, every one of them', async () => {
    answering({ work: [fixture('works-several.json')] })
    expect(await client().musicBrainz.lookup('title', '炎')).toEqual({
      candidates: [
        {
          names: [
            { language: 'Japanese', value: '炎' },
            { language: 'Romaji', value: 'Homura' },
          ],
        },
        {
          names: [
            { language: 'Japanese', value: '炎' },
            { language: 'Romaji', value: 'Honoo' },
          ],
        },
      ],
    })
  })

  it('searches an artist by name and alias, and reads the sort name as romaji, each name once', async () => {
    const seen = answering({ artist: [fixture('artist-found.json')] })
    expect(await client().musicBrainz.lookup('artist', '米津玄師')).toEqual({
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
    expect(seen[0]!.url.searchParams.get('query')).toBe('artist:"米津玄師" OR alias:"米津玄師"')
  })

  it('asks at most once a second, always with the User-Agent, however fast it is called', async () => {
    const { clock, musicBrainz } = client()
    const seen = answering(
      {
        work: [fixture('work-found.json'), fixture('work-not-found.json')],
        recording: [
          () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '2' } }),
          fixture('recording-found.json'),
        ],
        artist: [fixture('artist-found.json')],
      },
      clock,
    )
    await Promise.all([
      musicBrainz.lookup('title', '千本桜'),
      musicBrainz.lookup('title', '勿忘'),
      musicBrainz.lookup('artist', '米津玄師'),
      musicBrainz.lookup('artist', '優里'),
    ])
    expect(seen.map((request) => request.entity)).toEqual([
      'work',
      'work',
      'artist',
      'artist',
      'recording',
      'recording',
    ])
    const gaps = seen.slice(1).map((request, i) => request.at - seen[i]!.at)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000)
    expect(seen.every((request) => request.userAgent === userAgent)).toBe(true)
  })

  it('names this application and its version by default, and the contact the environment gives', () => {
    expect(thisApplication({ READINGS_LOOKUP_CONTACT: ' fans@example.org ' })).toEqual({
      name: 'singer-fan-site',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      contact: 'fans@example.org',
    })
  })

  it('is not asked without a contact, which its rules require', async () => {
    const seen = answering({})
    expect(await client('').musicBrainz.lookup('title', '千本桜')).toEqual({
      unavailable: 'its rules ask for a contact: set READINGS_LOOKUP_CONTACT',
    })
    expect(seen).toEqual([])
  })

  it('waits out a 429 or a 503 with Retry-After, and gives up on a long one', async () => {
    const seen = answering({
      artist: [
        () => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '1' } }),
        () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '4' } }),
        fixture('artist-found.json'),
      ],
    })
    const { clock, musicBrainz } = client()
    expect(await musicBrainz.lookup('artist', '米津玄師')).toMatchObject({ candidates: [{}] })
    expect(seen).toHaveLength(3)
    expect(clock.slept.filter((ms) => ms > 1000)).toEqual([4000])

    answering({
      artist: [
        () =>
          new HttpResponse(null, {
            status: 503,
            statusText: 'Service Unavailable',
            headers: { 'Retry-After': '60' },
          }),
      ],
    })
    expect(await client().musicBrainz.lookup('artist', '米津玄師')).toEqual({
      unavailable:
        'answered 503 Service Unavailable and asked to wait 60 s; the tool waits at most 30 s',
    })
  })

  it('counts an answer that is not JSON, or not of the documented shape, as a failure', async () => {
    answering({ artist: [() => HttpResponse.text('Rate limit exceeded')] })
    expect(await client().musicBrainz.lookup('artist', '米津玄師')).toEqual({
      unavailable: 'the answer is not JSON: "Rate limit exceeded"',
    })
    answering({ artist: [fixture('artists-wrong-shape.json')] })
    expect(await client().musicBrainz.lookup('artist', '米津玄師')).toEqual({
      unavailable: 'the answer is not a list of artists',
    })
  })

  it('answers unavailable, and throws nothing, when the network fails', async () => {
    answering({ work: [() => HttpResponse.error()] })
    expect(await client().musicBrainz.lookup('title', '千本桜')).toEqual({
      unavailable: expect.stringMatching(/^no answer \(.+\)$/),
    })
  })
})
