import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { expectConsole } from '#tests/console.ts'
import { recordedServices } from '#tests/fixtures/readings-lookup/recorded-services.ts'
import { testClock } from '#tests/fixtures/readings-lookup/test-clock.ts'
import { server } from '#tests/msw/server.ts'
import { fakeYouTube, youTubeApiBase, youTubeApiKey } from '#tests/msw/youtube-data-api.ts'
import { slowTest } from '#tests/patience.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'

import { main } from './archive-fetch.ts'

let dir: string
let content: string
let fake: ReturnType<typeof fakeYouTube>
const env = { YOUTUBE_API_KEY: youTubeApiKey, YOUTUBE_API_BASE: youTubeApiBase }
const streamsDir = () => join(content, 'streams')
const archived = new Set(readdirSync(join(fixtureArchive, 'streams')))
const stateFile = () => join(content, 'archive-fetch-state.json')
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'))

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'archive-fetch-'))
  content = join(dir, 'content')
  // The test archive: its newest stream is 2023/12/9 and its channel is the fixtures' one.
  cpSync(fixtureArchive, content, { recursive: true })
  fake = fakeYouTube()
  server.use(...fake.handlers)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Runs the tool in-process on `day` at noon in Tokyo, as the scheduled run would. */
async function run(day: string, args: string[] = [], environment: Record<string, string> = env) {
  const stderr = expectConsole('error')
  const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
  const before = fake.requests.length
  // The lookups have their own tests (tools/add-lookups.test.ts), with the services faked.
  const code = await main(['--content', content, '--no-lookup', ...args], {
    env: environment,
    now: () => new Date(`${day}T03:00:00Z`),
    retryDelayMs: 0,
  })
  const lines = (spy: typeof stderr) => spy.mock.calls.map((call) => call.join(' '))
  const output = { code, stderr: lines(stderr), stdout: lines(stdout) }
  stderr.mockClear()
  stdout.mockClear()
  return { ...output, requests: fake.requests.slice(before) }
}

/** The archive without the streams of 白日, 怪獣の花唄 and 春よ、来い: new again when found. */
function withNewSongs() {
  for (const name of ['2023-07-15.json', '2023-09-02.json']) rmSync(join(streamsDir(), name))
  const songs = join(content, 'songs.json')
  const catalogue = readJson(songs)
  const sung = new Set(
    readdirSync(streamsDir()).flatMap((name) =>
      stream(name).songList.map((song: { songName: string }) => song.songName),
    ),
  )
  catalogue.songs = catalogue.songs.filter((song: { title: string }) => sung.has(song.title))
  writeFileSync(songs, JSON.stringify(catalogue))
  expect(readSongData(content).problems).toEqual([])
}

/** The stream files a run added to the test archive, by name. */
const added = () => readdirSync(streamsDir()).filter((name) => !archived.has(name))
const stream = (name: string) => readJson(join(streamsDir(), name))
const videoIdsOf = (requests: URL[], method: string) =>
  requests
    .filter((url) => url.pathname.endsWith(`/${method}`))
    .map((url) => url.searchParams.get(method === 'videos' ? 'id' : 'videoId'))

describe('archive:fetch', slowTest, () => {
  it('writes the new singing streams found in the uploads, with their setlists, and remembers the one without', async () => {
    const summary = join(dir, 'summary.md')
    const { code, stdout, requests } = await run('2024-01-14', ['--summary', summary])
    expect(code).toBe(0)

    // Pages are read until one is wholly older than 2023-12-02 (the newest stream less 7
    // days): the third. The fourth is never asked for.
    const pages = fake.calls('playlistItems').map((url) => url.searchParams.get('pageToken'))
    expect(pages).toEqual([null, 'CAUQAA', 'CAoQAA'])
    for (const url of fake.calls('playlistItems')) {
      expect(url.searchParams.get('playlistId')).toBe('UUlunaTsukishimaFixture0')
      expect(url.searchParams.get('maxResults')).toBe('50')
    }
    // Not the chat stream, not the stream already archived, not those older than the window.
    expect(videoIdsOf(requests, 'videos')).toEqual([
      'luna240114a,luna240113a,luna240106a,luna240103a',
    ])
    // The scheduled stream waits; the others' comments are read, two pages of one of them.
    expect(videoIdsOf(requests, 'commentThreads').sort()).toEqual([
      'luna240103a',
      'luna240106a',
      'luna240106a',
      'luna240113a',
    ])
    for (const url of fake.calls('commentThreads'))
      expect(url.searchParams.get('order')).toBe('relevance')

    expect(added().sort()).toEqual(['2024-01-04.json', '2024-01-06.json'])
    // The best comment: five songs, like another with fewer likes; not the one with most likes.
    const newYear = stream('2024-01-06.json')
    expect(newYear).toMatchObject({
      date: '2024/1/6',
      streamName: '【歌枠】新年の歌枠 #1',
      source: { kind: 'comment', commentId: 'UgxFiveMoreLikes00000004', author: '@moonfan_d' },
    })
    expect(newYear.category).toBeUndefined()
    expect(newYear.songList.map((song: { songName: string }) => song.songName)).toEqual([
      '夜に駆ける',
      'Lemon',
      '春よ、来い',
      '白日',
      '怪獣の花唄',
    ])
    expect(newYear.songList[4].songLink).toBe('https://www.youtube.com/watch?v=luna240106a&t=1665s')
    // No comment holds a setlist: the description's, past its links. It began at 00:30 in
    // Tokyo on the 4th (the 3rd in UTC), and its title asks for requests.
    const request = stream('2024-01-04.json')
    expect(request).toMatchObject({
      date: '2024/1/4',
      category: 'request',
      source: { kind: 'description' },
    })
    expect(request.songList.map((song: { songTime: string }) => song.songTime)).toEqual([
      '2:10',
      '8:30',
      '14:05',
      '20:45',
    ])
    const data = readSongData(content)
    expect(data.problems).toEqual([])
    expect(data.catalogue.songs.at(-1)).toEqual({
      title: 'アイドル',
      artist: 'YOASOBI',
      slug: 'アイドル',
    })

    expect(readJson(stateFile())).toEqual({
      pending: [
        { videoId: 'luna240113a', title: '【歌枠】土曜の夜の歌枠', firstSeen: '2024-01-14' },
      ],
      givenUp: [],
    })
    // One unit per request: 1 channel, 3 playlist pages, 1 video list, 4 comment pages.
    expect(requests).toHaveLength(9)
    expect(stdout.at(-1)).toMatch(/^API units used: 9 units \(/)

    const markdown = readFileSync(summary, 'utf8')
    for (const expected of [
      /2024-01-06\.json`: 5 songs/,
      /2024-01-04\.json`: 4 songs/,
      /by `@moonfan_d`/,
      /`【歌枠】土曜の夜の歌枠`.*first seen 2024-01-14/,
      /`【歌枠】日曜の歌枠（予定）`/,
      /API units used: 9 units/,
    ])
      expect(markdown).toMatch(expected)
  })

  it('asks VocaDB and MusicBrainz about the new songs, and puts what they say in the summary', async () => {
    withNewSongs()
    const services = recordedServices()
    server.use(...services.handlers)
    const summary = join(dir, 'summary.md')
    const stderr = expectConsole('error')
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    const code = await main(['--content', content, '--summary', summary, '--apply-readings'], {
      env: { ...env, READINGS_LOOKUP_CONTACT: 'fans@example.org' },
      now: () => new Date('2024-01-14T03:00:00Z'),
      retryDelayMs: 0,
      clock: testClock(),
    })
    expect(code).toBe(0)
    expect(stderr).not.toHaveBeenCalled()
    const printed = stdout.mock.calls.map((call) => call.join(' '))
    const lookups = [
      "New titles looked up in VocaDB and MusicBrainz, the build's reading and what they propose:",
      '  3 that neither service lists (--verbose lists them)',
      "New artists looked up in VocaDB and MusicBrainz, the build's reading and what they propose:",
      '  松任谷由実: the build reads まつとうやゆみ',
      '    reading まつとやゆみ (spelt from Matsutoya Yumi) from MusicBrainz: the build reads it so',
      // MusicBrainz reads 松任谷由実 as the build does: the reading is written.
      `Wrote 1 artist reading into ${join(content, 'songs.json')}: what both services agree on, and the build's readings a service confirmed.`,
      `The answers are kept in ${join(content, 'reading-lookups.json')}.`,
    ]
    expect(printed.slice(-lookups.length - 1, -1)).toEqual(lookups)
    // The new Japanese texts with kanji only: not アイドル, King Gnu or Vaundy.
    const asked = services.requests.map((request) => request.url.searchParams.get('query'))
    for (const text of ['春よ、来い', '白日', '怪獣の花唄', '松任谷由実'])
      expect(asked.some((query) => query?.includes(text))).toBe(true)
    expect(asked.some((query) => /アイドル|King Gnu|Vaundy/.test(query ?? ''))).toBe(false)
    // After the rest of the summary, the same lines, fenced so that nothing in them renders.
    const markdown = readFileSync(summary, 'utf8')
    expect(markdown.slice(markdown.indexOf('### Readings'))).toBe(
      ['### Readings from VocaDB and MusicBrainz', '', '```text', ...lookups, '```', ''].join('\n'),
    )
    expect(
      readJson(join(content, 'reading-lookups.json')).musicbrainz.artist['松任谷由実'],
    ).toHaveLength(1)
    expect(readJson(join(content, 'songs.json')).artists).toContainEqual({
      name: '松任谷由実',
      reading: 'まつとうやゆみ',
    })
  })

  it('writes the new streams, with one line, when a lookup service sends its headers and then stalls', async () => {
    withNewSongs()
    const stalled = () =>
      new HttpResponse(
        new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"works": [')),
        }),
      )
    server.use(http.get('https://musicbrainz.org/*', stalled), ...recordedServices().handlers)
    const stderr = expectConsole('error')
    const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
    const code = await main(['--content', content, '--apply-readings'], {
      env: { ...env, READINGS_LOOKUP_CONTACT: 'fans@example.org' },
      now: () => new Date('2024-01-14T03:00:00Z'),
      retryDelayMs: 0,
      clock: testClock(),
      lookupTimeoutMs: 20,
    })
    expect(stderr).not.toHaveBeenCalled()
    expect(code).toBe(0)
    const printed = stdout.mock.calls.map((call) => call.join(' '))
    expect(printed.filter((line) => line.startsWith('MusicBrainz'))).toEqual([
      'MusicBrainz: the answer was not whole within 1 s; not asked again in this run, so its proposals are missing.',
    ])
    expect(added().sort()).toEqual(['2024-01-04.json', '2024-01-06.json'])
    expect(readSongData(content).problems).toEqual([])
  })

  it('tries a stream without a setlist again on later runs, then gives it up after the window', async () => {
    await run('2024-01-14')
    const sixDaysOn = await run('2024-01-20')
    expect(sixDaysOn.code).toBe(0)
    expect(videoIdsOf(sixDaysOn.requests, 'commentThreads')).toEqual(['luna240113a'])
    // The archive's newest stream is 2024/1/6 now: the second page is wholly before 2023-12-30.
    const pages = sixDaysOn.requests.filter((url) => url.pathname.endsWith('/playlistItems'))
    expect(pages).toHaveLength(2)
    expect(readJson(stateFile()).pending).toEqual([
      { videoId: 'luna240113a', title: '【歌枠】土曜の夜の歌枠', firstSeen: '2024-01-14' },
    ])

    const sevenDaysOn = await run('2024-01-21')
    expect(sevenDaysOn.stdout).toContain(
      'Given up: 【歌枠】土曜の夜の歌枠 (luna240113a), no usable setlist since 2024-01-14.',
    )
    expect(readJson(stateFile())).toEqual({
      pending: [],
      givenUp: [
        {
          videoId: 'luna240113a',
          title: '【歌枠】土曜の夜の歌枠',
          firstSeen: '2024-01-14',
          givenUp: '2024-01-21',
        },
      ],
    })

    const after = await run('2024-01-22')
    expect(videoIdsOf(after.requests, 'commentThreads')).toEqual([])
    expect(videoIdsOf(after.requests, 'videos')).toEqual(['luna240114a'])
    expect(added().sort()).toEqual(['2024-01-04.json', '2024-01-06.json'])
  })

  it('ends a range where the next song starts and writes songs as the catalogue spells them, saying so in the summary', async () => {
    const setlist = [
      'セトリ',
      '0:01:00 ~ 0:04:05 Lemon! / 米津玄師',
      '0:04:00 夜に駆ける / YOASOBI',
      '0:09:00 春よ、来い。 / 松任谷由実',
    ].join('\n')
    const thread = {
      kind: 'youtube#commentThread',
      id: 'UgxQuirks000000000000001',
      snippet: {
        videoId: 'luna240113a',
        topLevelComment: {
          id: 'UgxQuirks000000000000001',
          snippet: {
            videoId: 'luna240113a',
            textDisplay: setlist,
            textOriginal: setlist,
            authorDisplayName: '@moonfan_q',
            likeCount: 1,
            publishedAt: '2024-01-14T01:00:00Z',
            updatedAt: '2024-01-14T01:00:00Z',
          },
        },
        totalReplyCount: 0,
        isPublic: true,
      },
    }
    server.use(
      http.get(`${youTubeApiBase}/commentThreads`, ({ request }) => {
        const url = new URL(request.url)
        if (url.searchParams.get('videoId') !== 'luna240113a') return
        fake.requests.push(url)
        return HttpResponse.json({
          kind: 'youtube#commentThreadListResponse',
          pageInfo: { totalResults: 1, resultsPerPage: 100 },
          items: [thread],
        })
      }),
    )
    const summary = join(dir, 'summary.md')
    const { code, stderr } = await run('2024-01-14', ['--summary', summary])
    expect(code).toBe(0)
    expect(added().sort()).toEqual(['2024-01-04.json', '2024-01-06.json', '2024-01-13.json'])
    const songs = stream('2024-01-13.json').songList
    expect(songs.map((song: { songName: string }) => song.songName)).toEqual([
      'Lemon',
      '夜に駆ける',
      '春よ、来い',
    ])
    expect(songs[0].songEndTime).toBe('4:00')
    const songsFile = join(content, 'songs.json')
    const remarks = [
      'the comment UgxQuirks000000000000001 by @moonfan_q: line 2: end 4:05 runs into the next song in this video (line 3 at 4:00); clamped to 4:00',
      `songList[0]: "Lemon!" / "米津玄師" is the same song as "Lemon" / "米津玄師" in ${songsFile}, written so; "Lemon!" is one of its aliases now`,
      `songList[2]: "春よ、来い。" / "松任谷由実" is the same song as "春よ、来い" / "松任谷由実" in ${songsFile}, written so; "春よ、来い。" is one of its aliases now`,
    ]
    for (const remark of remarks) {
      expect(stderr).toContain(`warning: ${remark}`)
      expect(readFileSync(summary, 'utf8')).toContain(remark)
    }
    const catalogue = readSongData(content).catalogue.songs
    expect(catalogue.find((song) => song.title === 'Lemon')?.aliases).toEqual(['Lemon!'])
    expect(readSongData(content).problems).toEqual([])
  })

  it('stops on an exhausted quota, keeping what it found and what it did not reach', async () => {
    server.use(fake.failing('commentThreads', 'quota-exceeded.json', { videoId: 'luna240106a' }))
    const { code, stderr } = await run('2024-01-14')
    expect(code).toBe(1)
    expect(stderr.at(-1)).toMatch(/^error: YouTube's daily quota is used up .*quotaExceeded/)
    expect(added()).toEqual(['2024-01-04.json'])
    expect(
      readJson(stateFile()).pending.map((video: { videoId: string }) => video.videoId),
    ).toEqual(['luna240106a', 'luna240113a'])

    server.resetHandlers(...fake.handlers)
    const next = await run('2024-01-15')
    expect(next.code).toBe(0)
    expect(added().sort()).toEqual(['2024-01-04.json', '2024-01-06.json'])
    // Still the day it was first seen, so the window counts from then.
    expect(readJson(stateFile()).pending).toEqual([
      { videoId: 'luna240113a', title: '【歌枠】土曜の夜の歌枠', firstSeen: '2024-01-14' },
    ])
  })

  it('reads the description of a stream whose comments are disabled', async () => {
    server.use(fake.failing('commentThreads', 'comments-disabled.json', { videoId: 'luna240106a' }))
    const { code, stderr } = await run('2024-01-14')
    expect(code).toBe(0)
    const newYear = stream('2024-01-06.json')
    expect(newYear.source).toEqual({ kind: 'description' })
    expect(newYear.songList).toHaveLength(3)
    expect(stderr).toContain('warning: its comments are disabled')
    expect(readSongData(content).problems).toEqual([])
  })

  it('removes zero-width characters from a stream title and its setlist, saying where', async () => {
    const videos = readJson(join(import.meta.dirname, '../tests/fixtures/youtube/videos.json'))
    const newYear = videos.items.find((video: { id: string }) => video.id === 'luna240106a')
    newYear.snippet.title = '【歌枠】新年の\u200b歌枠 #1'
    newYear.snippet.description = newYear.snippet.description.replace('Lemon', 'Lemon\u2060')
    server.use(
      http.get(`${youTubeApiBase}/videos`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('id')?.split(',') ?? []
        const items = videos.items.filter((video: { id: string }) => ids.includes(video.id))
        return HttpResponse.json({ ...videos, items })
      }),
      fake.failing('commentThreads', 'comments-disabled.json', { videoId: 'luna240106a' }),
    )
    const { code, stderr } = await run('2024-01-14')
    expect(code).toBe(0)
    expect(stderr).toContain('warning: the title: removed the zero-width character U+200B')
    expect(stderr).toContain(
      'warning: the description: line 4: removed the zero-width character U+2060',
    )
    const written = stream('2024-01-06.json')
    expect(written.streamName).toBe('【歌枠】新年の歌枠 #1')
    expect(written.songList[1].songName).toBe('Lemon')
    expect(readSongData(content).problems).toEqual([])
  })

  // Issue 69: the note named --name, an option of setlist:add that archive:fetch does not have.
  it.each([
    ['only spaces', '\u3000', `the video's title: "" is not text with more than spaces in it`],
    [
      'a spreadsheet formula',
      "=cmd|' /C calc'!A0",
      `the video's title: "=cmd|' /C calc'!A0" is a spreadsheet formula`,
    ],
  ])("names the video's title when a title of %s is refused", async (_, title, named) => {
    const videos = readJson(join(import.meta.dirname, '../tests/fixtures/youtube/videos.json'))
    const newYear = videos.items.find((video: { id: string }) => video.id === 'luna240106a')
    newYear.snippet.title = title
    server.use(
      http.get(`${youTubeApiBase}/videos`, ({ request }) => {
        const ids = new URL(request.url).searchParams.get('id')?.split(',') ?? []
        const items = videos.items.filter((video: { id: string }) => ids.includes(video.id))
        return HttpResponse.json({ ...videos, items })
      }),
    )
    const { code, stderr } = await run('2024-01-14')
    expect(code).toBe(0)
    expect(added()).not.toContain('2024-01-06.json')
    const refused = stderr.filter((line) => line.includes('was not used'))
    expect(refused.length).toBeGreaterThan(0)
    for (const line of refused) {
      expect(line).toContain(named)
      expect(line).not.toContain('--name')
    }
  })

  it('skips a video whose details are malformed, naming it, and writes the others', async () => {
    const videos = readJson(join(import.meta.dirname, '../tests/fixtures/youtube/videos.json'))
    const byId = (id: string) => videos.items.find((video: { id: string }) => video.id === id)
    byId('luna240113a').liveStreamingDetails.actualStartTime = 'not a date'
    byId('luna240103a').snippet.description = 42
    server.use(
      http.get(`${youTubeApiBase}/videos`, ({ request }) => {
        const url = new URL(request.url)
        fake.requests.push(url)
        const ids = url.searchParams.get('id')?.split(',') ?? []
        const items = videos.items.filter((video: { id: string }) => ids.includes(video.id))
        return HttpResponse.json({ ...videos, items })
      }),
    )
    const summary = join(dir, 'summary.md')
    const first = await run('2024-01-14', ['--summary', summary])
    expect(first.code).toBe(0)
    const notes = [
      'note: 【歌枠】土曜の夜の歌枠 (luna240113a): skipped: its details from YouTube are malformed (liveStreamingDetails.actualStartTime is "not a date", not a date)',
      'note: 【リクエスト歌枠】みんなの曲を歌う (luna240103a): skipped: its details from YouTube are malformed (snippet.description is 42, not text)',
    ]
    for (const note of notes) {
      expect(first.stderr).toContain(note)
      expect(readFileSync(summary, 'utf8')).toContain(note.slice('note: '.length))
    }
    expect(added()).toEqual(['2024-01-06.json'])
    expect(readSongData(content).problems).toEqual([])
    // Both wait for a later run, as a stream without a setlist does; the next run goes on too.
    expect(
      readJson(stateFile()).pending.map((video: { videoId: string }) => video.videoId),
    ).toEqual(['luna240113a', 'luna240103a'])
    const next = await run('2024-01-15')
    expect(next.code).toBe(0)
    expect(next.stderr).toEqual(notes)
  })

  it('asks again once after a server error, and goes on with the other streams when that fails too', async () => {
    server.use(
      fake.failing('commentThreads', 'backend-error.json', { videoId: 'luna240106a', times: 1 }),
    )
    const once = await run('2024-01-14')
    expect(once.code).toBe(0)
    expect(stream('2024-01-06.json').source.kind).toBe('comment')
    // The failed request costs its unit too.
    expect(once.requests).toHaveLength(10)
    expect(once.stdout.at(-1)).toMatch(/^API units used: 10 units/)

    rmSync(content, { recursive: true })
    cpSync(fixtureArchive, content, { recursive: true })
    server.use(fake.failing('commentThreads', 'backend-error.json', { videoId: 'luna240106a' }))
    const twice = await run('2024-01-14')
    expect(twice.code).toBe(0)
    expect(
      videoIdsOf(twice.requests, 'commentThreads').filter((id) => id === 'luna240106a'),
    ).toHaveLength(2)
    expect(twice.stderr).toContainEqual(
      expect.stringMatching(/^note: .*luna240106a.*500 backendError/),
    )
    expect(added()).toEqual(['2024-01-04.json'])
    expect(
      readJson(stateFile()).pending.map((video: { videoId: string }) => video.videoId),
    ).toEqual(['luna240106a', 'luna240113a'])
  })

  it('keeps no video id from the API that later runs could not ask for, and says so', async () => {
    const firstPage = readJson(
      join(import.meta.dirname, '../tests/fixtures/youtube/playlist-items/first.json'),
    )
    const badId = 'x'.repeat(12_000)
    firstPage.items.unshift({
      snippet: { title: '【歌枠】夜の歌枠', publishedAt: '2024-01-14T02:00:00Z' },
      contentDetails: { videoId: badId, videoPublishedAt: '2024-01-14T02:00:00Z' },
    })
    server.use(
      http.get(`${youTubeApiBase}/playlistItems`, ({ request }) => {
        const url = new URL(request.url)
        if (url.searchParams.has('pageToken')) return
        fake.requests.push(url)
        return HttpResponse.json(firstPage)
      }),
    )
    const { code, stderr, requests } = await run('2024-01-14')
    expect(code).toBe(0)
    expect(stderr).toContain(
      `note: an upload was left out: the video id "${'x'.repeat(40)}…" is not 11 characters of A-Z, a-z, 0-9, _ and -`,
    )
    expect(videoIdsOf(requests, 'videos')).toEqual([
      'luna240114a,luna240113a,luna240106a,luna240103a',
    ])
    expect(readFileSync(stateFile(), 'utf8')).not.toContain(badId)
  })

  it('drops the entries of a poisoned state file, naming them, and goes on', async () => {
    const waiting = {
      videoId: 'luna240113a',
      title: '【歌枠】土曜の夜の歌枠',
      firstSeen: '2024-01-14',
    }
    const badId = 'y'.repeat(12_000)
    const poisoned = {
      pending: [{ ...waiting, videoId: badId }, waiting],
      givenUp: [{ videoId: 'luna231120a', title: 7 }],
    }
    writeFileSync(stateFile(), JSON.stringify(poisoned))
    const { code, stderr, requests } = await run('2024-01-15')
    expect(code).toBe(0)
    const file = join(content, 'archive-fetch-state.json')
    expect(stderr.slice(0, 2)).toEqual([
      `warning: ${file}: pending[0] was dropped: the video id "${'y'.repeat(40)}…" is not 11 characters of A-Z, a-z, 0-9, _ and -`,
      `warning: ${file}: givenUp[0] was dropped: it has no firstSeen`,
    ])
    expect(videoIdsOf(requests, 'videos').join()).not.toContain(badId)
    expect(readJson(stateFile())).toEqual({ pending: [waiting], givenUp: [] })
  })

  it('writes nothing with --dry-run, and prints the summary instead', async () => {
    const summary = join(dir, 'summary.md')
    const { code, stdout } = await run('2024-01-14', ['--dry-run', '--summary', summary])
    expect(code).toBe(0)
    expect(added()).toEqual([])
    expect(existsSync(stateFile())).toBe(false)
    expect(existsSync(summary)).toBe(false)
    expect(stdout.join('\n')).toMatch(/## New singing streams/)
  })

  it('lists the readings of the new songs, every line with --verbose', async () => {
    const { code, stdout } = await run('2024-01-14', ['--dry-run', '--verbose'])
    expect(code).toBe(0)
    expect(stdout).toContain(
      `New songs for ${join(content, 'songs.json')}, with the reading the build will use, the likeliest wrong first:`,
    )
    expect(stdout).toContain('  アイドル / YOASOBI: あいどる')
    expect(stdout.filter((line) => line.includes('--verbose'))).toEqual([])
  })

  it('reads the channel --channel names', async () => {
    const { code, stderr, requests } = await run('2024-01-14', [
      '--channel',
      'UCsomeoneElseEntirely000',
    ])
    expect(requests.map((url) => url.searchParams.get('id'))).toEqual(['UCsomeoneElseEntirely000'])
    expect(code).toBe(1)
    expect(stderr.at(-1)).toMatch(/no channel UCsomeoneElseEntirely000/)
    expect(added()).toEqual([])
  })

  it('needs an API key', async () => {
    const { code, stderr, requests } = await run('2024-01-14', [], {
      YOUTUBE_API_BASE: youTubeApiBase,
    })
    expect(code).toBe(2)
    expect(stderr).toEqual([expect.stringMatching(/^error: YOUTUBE_API_KEY is not set/)])
    expect(requests).toEqual([])
  })
})
