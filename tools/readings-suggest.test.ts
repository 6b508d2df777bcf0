import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import type { SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { recordedAnswer } from '#tests/fixtures/readings-lookup/recorded-answers.ts'
import { recordedServices } from '#tests/fixtures/readings-lookup/recorded-services.ts'
import { testClock } from '#tests/fixtures/readings-lookup/test-clock.ts'
import { server } from '#tests/msw/server.ts'
import { folderSnapshot, runTool, tempArchive } from '#tests/support/temp-archive.ts'

import { main } from './readings-suggest.ts'

const paths = tempArchive('readings-suggest-')
const songsFile = () => join(paths.content, 'songs.json')
const catalogue = () => JSON.parse(readFileSync(songsFile(), 'utf8')) as SongCatalogue

// The analyser's readings (kana-reading.ts names these misses); the rest read as written.
const analysed: Record<string, string> = {
  千本桜: 'せんぼんさくら',
  残響散歌: 'ざんきょうちうた',
  米津玄師: 'よねつげんし',
  初音ミク: 'はつねみく',
  黒うさP: 'くろうさP',
  宇多田ヒカル: 'うただひかる',
  椎名林檎: 'しいなりんご',
  中島みゆき: 'なかじまみゆき',
  松任谷由実: 'まつとうやゆみ',
  夜明けと蛍: 'よあけとほたる',
}

/** The test archive as a fan group starts: no reading written for 千本桜, 残響散歌 or an artist. */
function withoutReadings() {
  const written = catalogue()
  delete written.artists
  for (const song of written.songs)
    if (['千本桜', '残響散歌'].includes(song.title)) delete song.reading
  writeFileSync(songsFile(), `${JSON.stringify(written, null, 2)}\n`)
}

function run(args: string[]) {
  return runTool(
    (argv) =>
      main([...argv, '--content', paths.content], {
        read: async (text) => analysed[text] ?? text,
        clock: testClock(),
        env: { READINGS_LOOKUP_CONTACT: 'fans@example.org' },
      }),
    args,
  )
}

describe('readings:suggest', () => {
  it('prints the proposals beside the build reading, and --apply writes only the agreed and confirmed ones', async () => {
    withoutReadings()
    const before = catalogue()
    const services = recordedServices()
    server.use(...services.handlers)
    const { code, stdout, stderr } = await run(['--apply'])
    expect(stderr).toEqual([])
    expect(code).toBe(0)
    expect(stdout.slice(0, 8)).toEqual([
      "Titles with no written reading, the build's reading and what the services propose:",
      '  残響散歌: the build reads ざんきょうちうた',
      '    alias Zankyosanka (ざんきょさんか) from MusicBrainz: for a person to check',
      '  千本桜: the build reads せんぼんさくら',
      '    alias Senbonzakura (せんぼんざくら) from VocaDB and MusicBrainz: agreed',
      '  夜明けと蛍: the build reads よあけとほたる',
      '    alias Yoake to Hotaru (よあけとほたる) from VocaDB: the build reads it so',
      '  26 more that neither service lists (--verbose lists them)',
    ])
    expect(stdout).toContain(
      '    reading よねずけんし (spelt from Yonezu Kenshi) from VocaDB and MusicBrainz: agreed',
    )
    expect(stdout.slice(-5)).toEqual([
      'Not asked: 5 titles and 4 artists taken for Chinese, which need no reading.',
      `Wrote 1 reading, 1 alias and 7 artist readings into ${songsFile()}: what both services agree on, and the build's readings a service confirmed.`,
      `Wrote 1 reading one service alone proposes into ${songsFile()}'s proposedReadings: search finds the text by them below its own reading; delete one that is wrong.`,
      '1 text with proposals for a person to check: write a "reading" or an alias by hand where one is right (docs/search.md).',
      `The answers are kept in ${join(paths.content, 'reading-lookups.json')}.`,
    ])

    // The agreed alias and artist readings, the readings a service confirmed (夜明けと蛍, names
    // MusicBrainz reads as the build does), and nothing else: 残響散歌 is for a person.
    const after = catalogue()
    const title = (songs: SongCatalogue['songs'], name: string) =>
      songs.find((song) => song.title === name)
    expect(title(after.songs, '千本桜')?.aliases).toEqual(['千本櫻', 'Senbonzakura'])
    expect(title(after.songs, '千本桜')?.reading).toBeUndefined()
    expect(title(after.songs, '夜明けと蛍')?.reading).toBe('よあけとほたる')
    const others = (songs: SongCatalogue['songs']) =>
      songs.filter((song) => !['千本桜', '夜明けと蛍'].includes(song.title))
    expect(others(after.songs)).toEqual(others(before.songs))
    // MusicBrainz alone romanizes 残響散歌: its kana, searched below the build's reading.
    expect(after.proposedReadings).toEqual([
      { text: '残響散歌', reading: 'ざんきょさんか', by: 'musicbrainz' },
    ])
    expect(after.artists).toEqual([
      { name: '米津玄師', reading: 'よねずけんし' },
      { name: '中島みゆき', reading: 'なかじまみゆき' },
      { name: '松任谷由実', reading: 'まつとうやゆみ' },
      { name: 'DAOKO × 米津玄師', reading: 'DAOKO × よねずけんし' },
      { name: '宇多田ヒカル', reading: 'うただひかる' },
      { name: '椎名林檎', reading: 'しいなりんご' },
      { name: 'n-buna feat. 初音ミク', reading: 'n-buna feat. はつねみく' },
    ])
    expect(readSongData(paths.content).problems).toEqual([])

    // Every answer is cached: a second run asks nothing and writes nothing more.
    const asked = services.requests.length
    expect(asked).toBeGreaterThan(0)
    const written = folderSnapshot(paths.content)
    const again = await run(['--apply'])
    expect(again.code).toBe(0)
    expect(services.requests).toHaveLength(asked)
    expect(again.stdout).toContain(
      'Nothing to write: no proposal both services agree on or that confirms the build.',
    )
    expect(folderSnapshot(paths.content)).toEqual(written)
  })

  it('without --apply keeps only the answers, and says what --apply would write', async () => {
    withoutReadings()
    const songs = readFileSync(songsFile(), 'utf8')
    server.use(...recordedServices().handlers)
    const { code, stdout } = await run([])
    expect(code).toBe(0)
    expect(stdout).toContain(
      `To write, 1 reading, 1 alias and 7 artist readings: what both services agree on, and the build's readings a service confirmed; --apply writes them into ${songsFile()}.`,
    )
    expect(readFileSync(songsFile(), 'utf8')).toBe(songs)
    expect(
      JSON.parse(readFileSync(join(paths.content, 'reading-lookups.json'), 'utf8')),
    ).toMatchObject({
      vocadb: { title: { 千本桜: [{ names: expect.any(Array) }], 夜に駆ける: [] } },
    })
  })

  it('with --no-lookup asks nothing, changes nothing and says so in one line', async () => {
    const services = recordedServices()
    server.use(...services.handlers)
    const before = folderSnapshot(paths.content)
    const { code, stdout, stderr } = await run(['--no-lookup', '--apply'])
    expect([code, stdout, stderr]).toEqual([
      0,
      [`Readings not looked up (--no-lookup): ${songsFile()} is as it was.`],
      [],
    ])
    expect(services.requests).toEqual([])
    expect(folderSnapshot(paths.content)).toEqual(before)
  })

  it('offline, changes nothing and says so in one line, without throwing', async () => {
    withoutReadings()
    server.use(
      http.get('https://vocadb.net/*', () => HttpResponse.error()),
      http.get('https://musicbrainz.org/*', () => HttpResponse.error()),
    )
    const before = folderSnapshot(paths.content)
    const { code, stdout, stderr } = await run(['--apply'])
    expect(code).toBe(0)
    expect(stderr).toEqual([])
    expect(stdout).toEqual([
      expect.stringMatching(
        /^No readings looked up: VocaDB: no answer \(.+\); MusicBrainz: no answer \(.+\)\. .+songs\.json is as it was\.$/,
      ),
    ])
    expect(folderSnapshot(paths.content)).toEqual(before)
  })

  it('goes on with the other service when one fails, and says so once', async () => {
    withoutReadings()
    const services = recordedServices()
    server.use(
      http.get(
        'https://musicbrainz.org/*',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
      ...services.handlers,
    )
    const { code, stdout } = await run(['--apply'])
    expect(code).toBe(0)
    expect(stdout.filter((line) => line.startsWith('MusicBrainz'))).toEqual([
      'MusicBrainz: answered 503 Service Unavailable without saying when to come back; not asked again in this run, so its proposals are missing.',
    ])
    expect(stdout).toContain(
      '    alias Senbonzakura (せんぼんざくら) from VocaDB: for a person to check',
    )
    // One service cannot agree with itself: only the readings VocaDB confirmed are written.
    expect(stdout).toContain(
      `Wrote 1 reading and 1 artist reading into ${songsFile()}: what both services agree on, and the build's readings a service confirmed.`,
    )
    expect(catalogue().songs.find((song) => song.title === '千本桜')?.aliases).toEqual(['千本櫻'])
    expect(catalogue().artists).toEqual([
      { name: 'n-buna feat. 初音ミク', reading: 'n-buna feat. はつねみく' },
    ])
  })

  it('lists what songs.json could not hold as refused, with why, and writes the rest', async () => {
    withoutReadings()
    const names = (language: string, values: string[]) =>
      values.map((value) => ({ language, value }))
    const hostile = [
      ...names('Romaji', [
        'Senbon\u0007zakura',
        'Senbon\u0000zakura',
        'Senbon\u200bzakura',
        'Senbon\u202ezakura',
        'Senbon\ud800zakura',
      ]),
      ...names('Japanese', ['せんぼん\nざくら', 'せんぼん\tざくら', 'さ'.repeat(5000)]),
    ]
    const vocadbSongs = ({ request }: { request: Request }) => {
      if (new URL(request.url).searchParams.get('query') !== '千本桜') return undefined
      const senbonzakura = [
        ...names('Japanese', ['千本桜']),
        ...names('Romaji', ['Senbonzakura']),
        ...hostile,
      ]
      return HttpResponse.json({ items: [{ names: senbonzakura }], totalCount: 1 })
    }
    server.use(
      http.get('https://vocadb.net/api/songs', vocadbSongs),
      http.get('https://vocadb.net/api/artists', ({ request }) => {
        if (new URL(request.url).searchParams.get('query') !== '米津玄師') return undefined
        const yonezu = [
          ...names('Japanese', ['米津玄師']),
          ...names('Romaji', ['Yonezu Kenshi', 'Yonezu\u0007 Kenshi']),
        ]
        return HttpResponse.json({ items: [{ names: yonezu }], totalCount: 1 })
      }),
      ...recordedServices().handlers,
    )
    const { code, stdout, stderr } = await run(['--apply'])
    expect(stderr).toEqual([])
    expect(code).toBe(0)
    const why = (char: string) =>
      `it holds ${char}, an invisible character no text may hold (control, bidirectional, zero-width or half of a surrogate pair)`
    const from = stdout.findIndex((line) => line.startsWith('Refused, not written'))
    expect(stdout.slice(from, from + 10)).toEqual([
      'Refused, not written: 9 values songs.json could not hold (data:check and the build would refuse them):',
      `  千本桜: alias "Senbon\\u0007zakura" from VocaDB: ${why('U+0007')}`,
      `  千本桜: alias "Senbon\\u0000zakura" from VocaDB: ${why('U+0000')}`,
      `  千本桜: alias "Senbon\\u200bzakura" from VocaDB: ${why('U+200B')}; npm run data:check -- --fix removes it`,
      `  千本桜: alias "Senbon\\u202ezakura" from VocaDB: ${why('U+202E')}`,
      `  千本桜: alias "Senbon\\ud800zakura" from VocaDB: ${why('U+D800')}`,
      `  千本桜: reading "せんぼん\\nざくら" from VocaDB: ${why('U+000A')}`,
      `  千本桜: reading "せんぼん\\tざくら" from VocaDB: ${why('U+0009')}`,
      `  千本桜: reading "${'さ'.repeat(40)}…" from VocaDB: it is 5000 characters long, over the 400 allowed`,
      `  米津玄師: reading spelt from "Yonezu\\u0007 Kenshi" from VocaDB: ${why('U+0007')}`,
    ])
    // The rest is written as when no name is hostile (the first test).
    expect(stdout).toContain(
      `Wrote 1 reading, 1 alias and 7 artist readings into ${songsFile()}: what both services agree on, and the build's readings a service confirmed.`,
    )
    const senbonzakura = catalogue().songs.find((song) => song.title === '千本桜')
    expect(senbonzakura?.aliases).toEqual(['千本櫻', 'Senbonzakura'])
    expect(senbonzakura?.reading).toBeUndefined()
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('refuses an answer that is not UTF-8, and writes what the other service confirms', async () => {
    withoutReadings()
    // The recorded answer with a Latin-1 é in its names: decoded loosely, an alias with U+FFFD.
    const latin1 = (text: string) => Buffer.from(text.replaceAll('z', 'z\u00e9'), 'latin1')
    server.use(
      http.get('https://vocadb.net/api/songs', ({ request }) => {
        const query = new URL(request.url).searchParams.get('query') ?? ''
        const answer = recordedAnswer({ service: 'vocadb', kind: 'title', text: query })
        return new HttpResponse(latin1(JSON.stringify(answer)))
      }),
      ...recordedServices().handlers,
    )
    const { code, stdout } = await run(['--apply'])
    expect(code).toBe(0)
    expect(stdout.filter((line) => line.startsWith('VocaDB'))).toEqual([
      'VocaDB: the answer is not UTF-8 (line 1); not asked again in this run, so its proposals are missing.',
    ])
    expect(readFileSync(songsFile(), 'utf8')).not.toContain('\ufffd')
    expect(readFileSync(join(paths.content, 'reading-lookups.json'), 'utf8')).not.toContain(
      '\ufffd',
    )
    // MusicBrainz confirms readings alone; they are written.
    expect(catalogue().artists).toContainEqual({ name: '中島みゆき', reading: 'なかじまみゆき' })
    expect(readSongData(paths.content).problems).toEqual([])
  })
})
