// The lookups of the tools that add songs (setlist:add, data:import; archive:fetch's are in its own
// tests), with VocaDB and MusicBrainz answering from the recorded answers.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import type { SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { recordedServices } from '#tests/fixtures/readings-lookup/recorded-services.ts'
import { testClock } from '#tests/fixtures/readings-lookup/test-clock.ts'
import { server } from '#tests/msw/server.ts'
import { runTool, tempArchive } from '#tests/support/temp-archive.ts'

import { main as dataImport } from './data-import.ts'
import type { LookupDependencies } from './readings-lookup/run-lookups.ts'
import { main as setlistAdd } from './setlist-add.ts'

const paths = tempArchive('add-lookups-')
const songsFile = () => join(paths.content, 'songs.json')
const cacheFile = () => join(paths.content, 'reading-lookups.json')
const catalogue = () => JSON.parse(readFileSync(songsFile(), 'utf8')) as SongCatalogue

// The analyser's readings, fixed here: 心做し and 鏡音リン as it misreads them.
const analysed: Record<string, string> = {
  心做し: 'しんさくし',
  砂の惑星: 'すなのわくせい',
  優里: 'ゆうさと',
  初音ミク: 'はつねみく',
  蝶々P: 'ちょうちょうP',
  鏡音リン: 'きょうおんりん',
  炉心融解: 'ろしんゆうかい',
}

const dependencies = (): LookupDependencies => ({
  read: async (text) => analysed[text] ?? text,
  clock: testClock(),
  env: { READINGS_LOOKUP_CONTACT: 'fans@example.org' },
})

const comment = [
  '00:01:00 心做し / 蝶々P feat. 初音ミク',
  '00:05:00 砂の惑星 / ハチ feat. 初音ミク',
  '00:09:00 ドライフラワー / 優里',
  '00:14:00 炉心融解 / iroha(sasaki) feat. 鏡音リン',
  '00:18:00 想見你想見你想見你 / 八三夭',
].join('\n')

function addSetlist(args: string[], more: LookupDependencies = {}) {
  const file = join(paths.dir, 'comment.txt')
  writeFileSync(file, comment)
  const stream = [
    '--date',
    '2023/8/16',
    '--name',
    '夏の歌枠',
    '--url',
    'https://youtu.be/luna230816a',
  ]
  return runTool(
    (argv) => setlistAdd([...argv, '--content', paths.content], { ...dependencies(), ...more }),
    [...stream, '--file', file, ...args],
  )
}

/** The texts the services were asked about, each once. */
const asked = (services: ReturnType<typeof recordedServices>) => [
  ...new Set(
    services.requests.map((request) => {
      const query = request.url.searchParams.get('query') ?? ''
      return /^\w+:"([^"]*)"/.exec(query)?.[1] ?? query
    }),
  ),
]

describe('setlist:add asks the services about the new songs', () => {
  it('prints their proposals beside the build reading, writes the agreed and confirmed ones with --apply-readings, and a summary', async () => {
    const services = recordedServices()
    server.use(...services.handlers)
    const summary = join(paths.dir, 'readings.md')
    const { code, stdout, stderr } = await addSetlist(['--apply-readings', '--summary', summary])
    expect(code).toBe(0)
    expect(stderr.filter((line) => line.startsWith('error'))).toEqual([])
    // The Chinese song is neither listed nor asked; the names without kanji are not asked.
    expect(asked(services).sort()).toEqual(
      ['心做し', '砂の惑星', '炉心融解', '蝶々P', '初音ミク', '優里', '鏡音リン'].sort(),
    )
    const from = stdout.findIndex((line) => line.startsWith('New titles looked up'))
    const lines = [
      "New titles looked up in VocaDB and MusicBrainz, the build's reading and what they propose:",
      '  心做し: the build reads しんさくし',
      '    alias Kokoronashi (こころなし) from VocaDB and MusicBrainz: agreed',
      '  砂の惑星: the build reads すなのわくせい',
      '    alias Suna no Wakusei (すなのわくせい) from VocaDB and MusicBrainz: the build reads it so',
      '  炉心融解: the build reads ろしんゆうかい',
      '    alias Roshin Yuukai (ろしんゆうかい) from VocaDB: the build reads it so',
      "New artists looked up in VocaDB and MusicBrainz, the build's reading and what they propose:",
      '  優里: the build reads ゆうさと',
      '    reading ゆうり (spelt from Yuuri) from MusicBrainz: for a person to check',
      '  鏡音リン: the build reads きょうおんりん',
      '    reading かがみねりん (spelt from Kagamine Rin) from VocaDB and MusicBrainz: agreed',
      '  初音ミク: the build reads はつねみく',
      '    reading はつねみく (spelt from Hatsune Miku) from VocaDB and MusicBrainz: the build reads it so',
      '  1 more that neither service lists (--verbose lists them)',
      `Wrote 2 readings, 1 alias and 2 artist readings into ${songsFile()}: what both services agree on, and the build's readings a service confirmed.`,
      `Wrote 1 reading one service alone proposes into ${songsFile()}'s proposedReadings: search finds the text by them below its own reading; delete one that is wrong.`,
      '1 text with proposals for a person to check: write a "reading" or an alias by hand where one is right (docs/search.md).',
      `The answers are kept in ${cacheFile()}.`,
    ]
    expect(stdout.slice(from)).toEqual(lines)
    // The reading list before it leaves out what was just written: no guess where a reading is.
    const listed = stdout.slice(0, from).filter((line) => line.startsWith('  '))
    const listedTexts = listed.map((line) => line.trim().split(/ \/ |: /)[0])
    expect(listedTexts).toEqual(expect.arrayContaining(['心做し', '優里', '蝶々P feat. 初音ミク']))
    for (const text of [
      '砂の惑星',
      '炉心融解',
      'iroha(sasaki) feat. 鏡音リン',
      'ハチ feat. 初音ミク',
    ])
      expect(listedTexts).not.toContain(text)
    const written = catalogue()
    expect(written.songs.find((song) => song.title === '心做し')?.aliases).toEqual(['Kokoronashi'])
    // One service alone reads 優里: searched below the build's reading, in a field of its own.
    expect(written.proposedReadings).toEqual([
      { text: '優里', reading: 'ゆうり', by: 'musicbrainz' },
    ])
    expect(written.artists?.map((artist) => artist.name)).not.toContain('優里')
    // Read as the build reads them, confirmed: the reading is written, the alias is not.
    expect(written.songs.find((song) => song.title === '砂の惑星')).toMatchObject({
      reading: 'すなのわくせい',
    })
    expect(written.songs.find((song) => song.title === '砂の惑星')?.aliases).toBeUndefined()
    expect(written.songs.find((song) => song.title === '炉心融解')?.reading).toBe('ろしんゆうかい')
    // 優里 waits for a person; 蝶々P feat. 初音ミク has a name nobody read.
    expect(written.artists?.slice(-2)).toEqual([
      { name: 'ハチ feat. 初音ミク', reading: 'ハチ feat. はつねみく' },
      { name: 'iroha(sasaki) feat. 鏡音リン', reading: 'iroha(sasaki) feat. かがみねりん' },
    ])
    // The summary carries the same lines, fenced so that nothing in them renders as Markdown.
    expect(readFileSync(summary, 'utf8')).toBe(
      ['### Readings from VocaDB and MusicBrainz', '', '```text', ...lines, '```', ''].join('\n'),
    )
    const cache = JSON.parse(readFileSync(cacheFile(), 'utf8'))
    expect(cache.vocadb.title['心做し']).toEqual([
      { names: expect.arrayContaining([{ language: 'Romaji', value: 'Kokoronashi' }]) },
    ])
    expect(cache.musicbrainz.artist['優里']).toHaveLength(1)
  })

  it('asks nothing again: a second run answers from the cache', async () => {
    const first = recordedServices()
    server.use(...first.handlers)
    expect((await addSetlist(['--dry-run'])).code).toBe(0)
    expect(first.requests).not.toEqual([])
    // A dry run keeps nothing, so the answers are asked again; a real run keeps them.
    expect((await addSetlist([])).code).toBe(0)
    const second = recordedServices()
    server.resetHandlers(...second.handlers)
    await addSetlist(['--dry-run'])
    expect(second.requests).toEqual([])
  })

  it('without --apply-readings writes nothing the services said into songs.json', async () => {
    server.use(...recordedServices().handlers)
    const { stdout } = await addSetlist([])
    expect(stdout).toContain(
      `To write, 2 readings, 1 alias and 2 artist readings: what both services agree on, and the build's readings a service confirmed; --apply-readings writes them into ${songsFile()}.`,
    )
    expect(catalogue().songs.find((song) => song.title === '心做し')?.aliases).toBeUndefined()
  })

  it('adds the stream as before, with one line, when both services fail', async () => {
    server.use(
      http.get('https://vocadb.net/*', () => HttpResponse.error()),
      http.get('https://musicbrainz.org/*', () => new HttpResponse('<html>', { status: 200 })),
    )
    const summary = join(paths.dir, 'readings.md')
    const { code, stdout } = await addSetlist(['--apply-readings', '--summary', summary])
    expect(code).toBe(0)
    const lookups = stdout.filter((line) => /VocaDB|MusicBrainz/.test(line))
    expect(lookups).toHaveLength(1)
    expect(lookups[0]).toMatch(/^No readings looked up: VocaDB: .*; MusicBrainz: .*\.$/)
    expect(readFileSync(summary, 'utf8')).toContain(lookups[0])
    expect(catalogue().songs.find((song) => song.title === '心做し')).toEqual({
      title: '心做し',
      artist: '蝶々P feat. 初音ミク',
      slug: '心做し',
    })
  })

  it('adds the stream as before, with one line, when the services send their headers and then stall', async () => {
    // A body begun and never ended: the bound on each request covers reading it too.
    const stalled = () =>
      new HttpResponse(
        new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"items": [')),
        }),
        { headers: { 'Content-Type': 'application/json' } },
      )
    server.use(
      http.get('https://vocadb.net/*', stalled),
      http.get('https://musicbrainz.org/*', stalled),
    )
    const { code, stdout, stderr } = await addSetlist(['--apply-readings'], {
      lookupTimeoutMs: 20,
    })
    expect(stderr.filter((line) => line.startsWith('error'))).toEqual([])
    expect(code).toBe(0)
    expect(stdout.filter((line) => /VocaDB|MusicBrainz/.test(line))).toEqual([
      'No readings looked up: VocaDB: the answer was not whole within 1 s; MusicBrainz: the answer was not whole within 1 s.',
    ])
    expect(readFileSync(join(paths.content, 'streams', '2023-08-16.json'), 'utf8')).toContain(
      '心做し',
    )
    expect(catalogue().songs.find((song) => song.title === '心做し')).toEqual({
      title: '心做し',
      artist: '蝶々P feat. 初音ミク',
      slug: '心做し',
    })
  })

  it('lists a name songs.json could not hold as refused, in the summary too, and writes the rest', async () => {
    const services = recordedServices()
    server.use(
      http.get('https://vocadb.net/api/songs', ({ request }) => {
        if (new URL(request.url).searchParams.get('query') !== '心做し') return undefined
        const names = [
          { language: 'Japanese', value: '心做し' },
          { language: 'Romaji', value: 'Kokoronashi' },
          { language: 'Romaji', value: 'Kokoro\u202enashi' },
          { language: 'Japanese', value: 'こころ\nなし' },
        ]
        return HttpResponse.json({ items: [{ names }], totalCount: 1 })
      }),
      ...services.handlers,
    )
    const summary = join(paths.dir, 'readings.md')
    const { code, stdout } = await addSetlist(['--apply-readings', '--summary', summary])
    expect(code).toBe(0)
    const refused = [
      'Refused, not written: 2 values songs.json could not hold (data:check and the build would refuse them):',
      '  心做し: alias "Kokoro\\u202enashi" from VocaDB: it holds U+202E, an invisible character no text may hold (control, bidirectional, zero-width or half of a surrogate pair)',
      '  心做し: reading "こころ\\nなし" from VocaDB: it holds U+000A, an invisible character no text may hold (control, bidirectional, zero-width or half of a surrogate pair)',
    ]
    const from = stdout.indexOf(refused[0]!)
    expect(stdout.slice(from, from + 3)).toEqual(refused)
    expect(readFileSync(summary, 'utf8')).toContain(refused.join('\n'))
    // The rest as when nothing is refused (the first test).
    expect(stdout).toContain(
      `Wrote 2 readings, 1 alias and 2 artist readings into ${songsFile()}: what both services agree on, and the build's readings a service confirmed.`,
    )
    expect(catalogue().songs.find((song) => song.title === '心做し')?.aliases).toEqual([
      'Kokoronashi',
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('--no-lookup asks nothing and says so in one line', async () => {
    const services = recordedServices()
    server.use(...services.handlers)
    const { stdout } = await addSetlist(['--no-lookup'])
    expect(services.requests).toEqual([])
    expect(stdout.at(-1)).toBe('Readings not looked up in VocaDB and MusicBrainz (--no-lookup).')
  })
})

describe('data:import asks the services about the new songs', () => {
  it('asks only the Japanese texts of a mixed sheet, and writes the agreed ones', async () => {
    const services = recordedServices()
    server.use(...services.handlers)
    // An archive starting from this sheet: none of its texts has a reading yet.
    for (const name of readdirSync(join(paths.content, 'streams')))
      rmSync(join(paths.content, 'streams', name))
    writeFileSync(songsFile(), JSON.stringify({ songs: [] }))
    const sheet = join(paths.dir, 'sheet.csv')
    const rows = [
      ['千本桜', '黒うさP feat. 初音ミク'],
      ['残響散歌', 'Aimer'],
      ['告白氣球', '周杰倫'],
      ['想見你想見你想見你', '八三夭'],
    ]
    writeFileSync(
      sheet,
      [
        'date,stream,url,time,song,artist',
        ...rows.map(
          ([title, artist], i) =>
            `2024/9/1,歌回,https://youtu.be/luna240901a,0:0${i + 1}:00,${title},${artist}`,
        ),
      ].join('\n'),
    )
    const { code, stderr } = await runTool(
      (argv) => dataImport([...argv, '--content', paths.content], dependencies()),
      ['--csv', sheet, '--apply-readings'],
    )
    expect(stderr).toEqual([])
    expect(code).toBe(0)
    expect(asked(services).sort()).toEqual(['千本桜', '残響散歌', '初音ミク', '黒うさP'].sort())
    const songs = catalogue().songs
    expect(songs.find((song) => song.title === '千本桜')?.aliases).toEqual(['Senbonzakura'])
    // MusicBrainz alone lists 残響散歌: a proposal for a person, not written.
    expect(songs.find((song) => song.title === '残響散歌')?.aliases).toBeUndefined()
  })
})
