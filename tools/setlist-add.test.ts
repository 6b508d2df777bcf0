import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { setlistBlock } from '#src/shared/setlist/setlist-block.ts'
import { expectConsole } from '#tests/console.ts'
import { slowTest } from '#tests/patience.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'

import { main } from './setlist-add.ts'

const root = join(import.meta.dirname, '..')
const streamSchema = join(root, 'schemas', 'stream.schema.json')
const fixtures = join(import.meta.dirname, '../tests/fixtures/setlist-comments')
const url = 'https://www.youtube.com/watch?v=luna230816a'
let dir: string
let content: string
let streams: string

/** Every stream file's name and text, to prove a run wrote one new file and touched no other. */
function snapshot(): Map<string, string> {
  return new Map(
    readdirSync(streams).map((name) => [name, readFileSync(join(streams, name), 'utf8')]),
  )
}
let before: Map<string, string>
let catalogueBefore: string
const catalogueText = () => readFileSync(join(content, 'songs.json'), 'utf8')

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'setlist-add-'))
  content = join(dir, 'content')
  streams = join(content, 'streams')
  // The test archive, not the content under test: the spellings, readings and files below are its.
  cpSync(fixtureArchive, content, { recursive: true })
  before = snapshot()
  catalogueBefore = catalogueText()
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

/** Runs the command in-process against the temporary content folder. */
async function run(args: string[], comment: string | Buffer) {
  const file = join(dir, 'comment.txt')
  writeFileSync(file, comment)
  const stderr = expectConsole('error')
  const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
  // The lookups have their own tests (tools/add-lookups.test.ts), with the services faked.
  const code = await main([...args, '--file', file, '--content', content, '--no-lookup'])
  const lines = (spy: typeof stderr) => spy.mock.calls.map((call) => call.join(' '))
  return { code, stderr: lines(stderr), stdout: lines(stdout) }
}

/** The stream files a run added, by name; a run that adds no stream leaves the catalogue too. */
function added(): Record<string, string> {
  const now = snapshot()
  for (const [name, text] of before) expect(now.get(name), name).toBe(text)
  const fresh = Object.fromEntries([...now].filter(([name]) => !before.has(name)))
  if (Object.keys(fresh).length === 0) expect(catalogueText()).toBe(catalogueBefore)
  return fresh
}

const noLookup = 'Readings not looked up in VocaDB and MusicBrainz (--no-lookup).'

const base = ['--date', '2023/8/16', '--name', '【歌枠】夏の歌枠', '--url', url]

describe('setlist:add', () => {
  it('writes the stream as a new file, suggests existing spellings, and reports skipped lines', async () => {
    const comment = readFileSync(join(fixtures, 'ja-hmmss-slash.txt'), 'utf8')
    const { code, stderr, stdout } = await run([...base, '--request'], comment)
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'note: line 1 skipped (no time): 白鳥ぺぺ 夏の歌枠 セトリ',
      'note: line 2 skipped (no time): いつも素敵な歌をありがとう！',
      'note: line 15 skipped (no time): お疲れさまでした🐧',
      'warning: line 11: "シャルル" is credited to "バルーン", but the data spells its artist "作詞・作曲: バルーン"; use that spelling if it is the same artist',
    ])
    const file = join(streams, '2023-08-16.json')
    expect(stdout).toEqual([
      `Added 10 songs, 2023/8/16 【歌枠】夏の歌枠 as ${file}.`,
      `New songs for ${join(content, 'songs.json')}, with the reading the build will use, the likeliest wrong first:`,
      '  アイドル / YOASOBI: あいどる',
      '  God knows... / 涼宮ハルヒ(CV.平野綾): (no kanji or kana)',
      '  シャルル / バルーン: しゃるる',
      'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
      // YOASOBI has songs in the catalogue already; the other two are new.
      'New artists, with the reading the build will use, the likeliest wrong first:',
      '  涼宮ハルヒ(CV.平野綾): りょうみやはるひ(CV.へいやあや) (the dictionary also reads 涼 as すずか or さやか, 平野 as ひらの or たいらの: check it)',
      '  バルーン: ばるーん',
      'Where a reading is wrong, add the name and its reading to the catalogue\'s "artists" list (docs/data.md).',
      noLookup,
    ])
    // The new songs are added to the catalogue, after the songs it had, which stay as they were.
    const catalogue = JSON.parse(catalogueText())
    expect(catalogue).toEqual({
      ...JSON.parse(catalogueBefore),
      songs: [
        ...JSON.parse(catalogueBefore).songs,
        { title: 'アイドル', artist: 'YOASOBI', slug: 'アイドル' },
        { title: 'God knows...', artist: '涼宮ハルヒ(CV.平野綾)', slug: 'god-knows' },
        { title: 'シャルル', artist: 'バルーン', slug: 'シャルル-バルーン' },
      ],
    })
    const text = added()['2023-08-16.json'] ?? ''
    expect(text).toMatch(/^\{\n {2}"\$schema": "[^"]+",\n {2}"date": "2023\/8\/16",\n/)
    // The link reaches this repository's schema from wherever the content folder is.
    expect(resolve(streams, JSON.parse(text).$schema)).toBe(streamSchema)
    expect(text.endsWith('}\n')).toBe(true)
    const stream = JSON.parse(text)
    expect(stream).toMatchObject({
      streamName: '【歌枠】夏の歌枠',
      showList: true,
      showDate: true,
      category: 'request',
    })
    expect(stream.songList).toHaveLength(10)
    expect(stream.songList[8]).toEqual({
      showDate: true,
      songName: '春よ、来い',
      singer: '松任谷由実',
      songTime: '1:01:09',
      songLink: 'https://www.youtube.com/watch?v=luna230816a&t=3669s',
    })
  })

  it('removes zero-width characters from the options and the comment, naming each place', async () => {
    const args = ['--date', '2023/8/16', '--name', '夏の\u200b歌枠👩‍🎤', '--url', `${url}\u2060`]
    const comment = '0:01:05 Lemon\u200b / 米津玄師\n0:05:00 夜に駆ける / YOA\ufeffSOBI\n'
    const { code, stderr } = await run(args, comment)
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'note: --name: removed the zero-width character U+200B',
      'note: --url: removed the zero-width character U+2060',
      'note: line 1: removed the zero-width character U+200B',
      'note: line 2: removed the zero-width character U+FEFF',
    ])
    const stream = JSON.parse(added()['2023-08-16.json'] ?? '{}')
    expect(stream.streamName).toBe('夏の歌枠👩‍🎤')
    expect(
      stream.songList.map((song: { songName: string; singer: string }) => [
        song.songName,
        song.singer,
      ]),
    ).toEqual([
      ['Lemon', '米津玄師'],
      ['夜に駆ける', 'YOASOBI'],
    ])
  })

  it('numbers a second and a third stream on the same day', async () => {
    expect((await run(base, '0:01:05 Lemon / 米津玄師\n')).code).toBe(0)
    const second = [
      '--date',
      '2023/08/16',
      '--name',
      '夜の部',
      '--url',
      'https://youtu.be/luna230816b',
    ]
    expect((await run(second, '0:02:00 紅蓮華 / LiSA\n')).code).toBe(0)
    const third = [
      '--date',
      '2023/8/16',
      '--name',
      '深夜の部',
      '--url',
      'https://youtu.be/luna230816c',
    ]
    const { stdout } = await run(third, '0:03:00 白日 / King Gnu\n')
    expect(stdout.slice(-1)).toEqual([
      `Added 1 songs, 2023/8/16 深夜の部 as ${join(streams, '2023-08-16-3.json')}.`,
    ])
    expect(Object.keys(added()).sort()).toEqual([
      '2023-08-16-2.json',
      '2023-08-16-3.json',
      '2023-08-16.json',
    ])
  })

  it('creates the streams folder of an emptied archive, which git does not keep', async () => {
    rmSync(streams, { recursive: true })
    writeFileSync(join(content, 'songs.json'), '{ "songs": [] }\n')
    const { code } = await run(base, '0:01:05 Lemon / YONEZU\n')
    expect(code).toBe(0)
    expect(readdirSync(streams)).toEqual(['2023-08-16.json'])
    expect(JSON.parse(catalogueText()).songs).toEqual([
      { title: 'Lemon', artist: 'YONEZU', slug: 'lemon' },
    ])
  })

  it('takes the artist of a title given alone from the data, and says so', async () => {
    const { code, stderr, stdout } = await run(
      base,
      '0:01:05 千本桜（アカペラ）\n0:05:00 Lemon / 米津玄師',
    )
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'note: line 1: "千本桜" has no artist; "黒うさP feat. 初音ミク" taken from the data',
      'note: line 1: note "アカペラ" is not stored in the data',
    ])
    // Both songs are in the catalogue already: no new songs, no readings.
    expect(stdout).toEqual([
      `Added 2 songs, 2023/8/16 【歌枠】夏の歌枠 as ${join(streams, '2023-08-16.json')}.`,
    ])
    const stream = JSON.parse(added()['2023-08-16.json'] ?? '{}')
    expect(stream.songList.map((song: { singer: string }) => song.singer)).toEqual([
      '黒うさP feat. 初音ミク',
      '米津玄師',
    ])
    expect(catalogueText()).toBe(catalogueBefore)
  })

  it('ends a range where the next song starts, and writes a song as the catalogue spells it, saying so', async () => {
    const comment = [
      '1:00 ~ 4:05 残響散歌。 / Aimer',
      '4:00 GETCHA! / Giga',
      '9:00 GETCHA / Giga',
    ].join('\n')
    const { code, stderr } = await run(base, comment)
    expect(code).toBe(0)
    const songsFile = join(content, 'songs.json')
    expect(stderr).toEqual([
      'warning: line 1: end 4:05 runs into the next song in this video (line 2 at 4:00); clamped to 4:00',
      `note: line 1: "残響散歌。" / "Aimer" is the same song as "残響散歌" / "Aimer" in ${songsFile}, written so; "残響散歌。" is one of its aliases now`,
      `note: line 3: "GETCHA" / "Giga" is the same song as "GETCHA!" / "Giga" in ${songsFile}, written so; "GETCHA" is one of its aliases now`,
    ])
    const stream = JSON.parse(added()['2023-08-16.json'] ?? '{}')
    expect(stream.songList.map((song: { songName: string }) => song.songName)).toEqual([
      '残響散歌',
      'GETCHA!',
      'GETCHA!',
    ])
    expect(stream.songList[0].songEndTime).toBe('4:00')
    const songs = JSON.parse(catalogueText()).songs
    expect(songs.find((song: { title: string }) => song.title === '残響散歌').aliases).toEqual([
      '残響散歌。',
    ])
    expect(songs.at(-1)).toEqual({
      title: 'GETCHA!',
      artist: 'Giga',
      slug: 'getcha',
      aliases: ['GETCHA'],
    })
  })

  it('prints the file and writes nothing with --dry-run', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const { code, stdout } = await run([...base, '--dry-run'], '0:01:05 Lemon / 米津玄師\n')
    expect(code).toBe(0)
    expect(write.mock.calls.map((call) => call[0])).toEqual([
      `{
  "$schema": "${relative(streams, streamSchema)}",
  "date": "2023/8/16",
  "streamName": "【歌枠】夏の歌枠",
  "showList": true,
  "showDate": true,
  "songList": [
    {
      "showDate": true,
      "songName": "Lemon",
      "singer": "米津玄師",
      "songTime": "1:05",
      "songLink": "https://www.youtube.com/watch?v=luna230816a&t=65s"
    }
  ]
}
`,
    ])
    expect(stdout).toEqual([
      `Dry run: 1 songs, 2023/8/16 【歌枠】夏の歌枠; ${join(streams, '2023-08-16.json')} was not written.`,
    ])
    expect(added()).toEqual({})
  })

  it.each([
    {
      why: 'a date the schema refuses',
      args: ['--date', '2023/2/30', '--name', '歌枠', '--url', url],
      comment: '0:01:05 Lemon / 米津玄師',
      errors: ['error: --date: "2023/2/30" is not a real calendar date in YYYY/M/D form'],
    },
    {
      why: 'times going backwards',
      args: base,
      comment: 'セトリ\n12:00 Lemon / 米津玄師\n11:59 紅蓮華 / LiSA',
      errors: [
        'error: line 3: 11:59 comes before 12:00 on line 2; times must go forward within a video',
      ],
    },
    {
      why: 'a stream URL that is not YouTube',
      args: ['--date', '2023/8/16', '--name', '歌枠', '--url', 'https://vimeo.com/123456789'],
      comment: '0:01:05 Lemon / 米津玄師',
      errors: ['error: "https://vimeo.com/123456789" is not a YouTube video link'],
    },
    {
      why: 'a video that is already in another stream file',
      args: ['--date', '2023/8/16', '--name', '歌枠', '--url', 'https://youtu.be/luna230902a'],
      comment: '0:01:05 Lemon / 米津玄師',
      errors: [
        'error: video luna230902a is already in the data (stream 2023/09/02); was it added before?',
      ],
    },
    {
      why: 'a control character in the comment',
      args: base,
      comment: 'セトリ\n0:01:05 Lemon\u0007 / 米津玄師\r\n0:02:00 紅\t蓮華 / LiSA',
      errors: [
        'error: line 2: contains an invisible or control character (U+0007)',
        'error: line 3: contains an invisible or control character (U+0009)',
      ],
    },
    {
      why: 'a control character in an option',
      args: ['--date', '2023/8/16', '--name', '夏の\u0085歌枠', '--url', url],
      comment: '0:01:05 Lemon / 米津玄師',
      errors: ['error: --name: contains an invisible or control character (U+0085)'],
    },
    {
      why: 'a bidirectional override in the comment',
      args: base,
      comment: '0:01:05 Lemon\u202e / 米津玄師',
      errors: ['error: line 1: contains an invisible or control character (U+202E)'],
    },
    {
      why: 'a title over 200 characters',
      args: base,
      comment: `0:01:05 ${'𠮷'.repeat(201)} / 米津玄師`,
      errors: ['error: line 1: songName is 201 characters long, over the 200 allowed'],
    },
    {
      why: 'a stream name over 200 characters',
      args: ['--date', '2023/8/16', '--name', '歌'.repeat(201), '--url', url],
      comment: '0:01:05 Lemon / 米津玄師',
      errors: ['error: --name: is 201 characters long, over the 200 allowed'],
    },
    {
      why: 'a title without an artist that the data does not know',
      args: base,
      comment: '0:01:05 千本桜\n0:05:00 名前のない歌',
      errors: [
        'error: line 2: "名前のない歌" has no artist and the data has no song of that title; write it after the title ("<time> 名前のない歌 / <artist>")',
      ],
    },
  ])('refuses $why and writes nothing', async ({ args, comment, errors }) => {
    const { code, stderr } = await run(args, comment)
    expect(code).toBe(1)
    expect(stderr.filter((line) => line.startsWith('error:'))).toEqual(errors)
    expect(stderr.at(-1)).toBe('Nothing was written.')
    expect(added()).toEqual({})
  })

  it('refuses to add to stream files that already have problems, naming the file', async () => {
    const file = join(streams, '2023-06-01.json')
    writeFileSync(
      file,
      before.get('2023-06-01.json')!.replace('"songTime": "3:10"', '"songTime": "3:1"'),
    )
    before = snapshot()
    const { code, stderr } = await run(base, '0:01:05 Lemon / 米津玄師')
    expect(code).toBe(1)
    expect(stderr).toEqual([
      'error: the song data already has problems; fix them first (npm run data:check):',
      `error:   ${file} songList[0].songTime: "3:1" is not m:ss, mm:ss, h:mm:ss or hh:mm:ss, e.g. 3:00 or 1:02:03`,
      'Nothing was written.',
    ])
    expect(added()).toEqual({})
  })

  it(
    'lists the readings of the Japanese songs only, and names the Chinese ones with --verbose',
    async () => {
      // 周杰倫 is in the archive already, with Chinese titles; 你 is not a character Japanese has.
      const comment = [
        '00:03:25｜晴天｜周杰倫',
        '00:09:10｜想見你想見你想見你｜八三夭',
        '00:15:47｜突然好想你｜五月天',
        '00:22:30｜前前前世｜RADWIMPS',
      ].join('\n')
      const songsFile = join(content, 'songs.json')
      const chinese = 'Not listed: 3 titles and 2 artists taken for Chinese, which need no reading'
      const lists = [
        `New songs for ${songsFile}, with the reading the build will use, the likeliest wrong first:`,
        expect.stringMatching(/^ {2}前前前世 \/ RADWIMPS: /),
        'Where a reading is wrong, write the right one as "reading" in that song\'s entry (docs/data.md).',
        'New artists, with the reading the build will use, the likeliest wrong first:',
        '  RADWIMPS: (no kanji or kana)',
        'Where a reading is wrong, add the name and its reading to the catalogue\'s "artists" list (docs/data.md).',
      ]
      const short = await run([...base, '--dry-run'], comment)
      expect(short.code).toBe(0)
      const from = short.stdout.indexOf(lists[0] as string)
      expect(short.stdout.slice(from)).toEqual([
        ...lists,
        `${chinese} (--verbose lists them)`,
        noLookup,
      ])
      const long = await run([...base, '--dry-run', '--verbose'], comment)
      expect(long.stdout.slice(long.stdout.lastIndexOf(lists[0] as string))).toEqual([
        ...lists,
        `${chinese}:`,
        '  晴天 / 周杰倫',
        '  想見你想見你想見你 / 八三夭',
        '  突然好想你 / 五月天',
        '  八三夭',
        '  五月天',
        noLookup,
      ])
    },
    slowTest.timeout,
  )

  it('refuses a comment over 1 MB without reading it all, and writes nothing', async () => {
    const { code, stderr } = await run(base, Buffer.alloc(1024 * 1024 + 1, 'a'))
    expect(code).toBe(1)
    expect(stderr).toEqual(['error: the comment is over 1024 KB; is it a setlist?'])
    expect(added()).toEqual({})
  })

  it('names the first line that is not valid UTF-8', async () => {
    const comment = Buffer.concat([
      Buffer.from('0:10 夜に駆ける / YOASOBI\n3:20 Lemon / 米津玄師\n5:00 '),
      Buffer.from([0xe3, 0x81]),
      Buffer.from(' / あいみょん\n'),
    ])
    const { code, stderr } = await run(base, comment)
    expect(code).toBe(1)
    expect(stderr).toEqual(['error: comment line 3 is not valid UTF-8; save it as UTF-8'])
    expect(added()).toEqual({})
  })

  it('never echoes raw terminal control bytes', async () => {
    const comment = await run(base, '0:10 \u001b[2J夜に駆ける / YOASOBI\n')
    const option = await run([...base, '--\u001b[2J'], '0:10 夜に駆ける / YOASOBI\n')
    expect([comment.code, option.code]).toEqual([1, 2])
    const output = [...comment.stderr, ...option.stderr].join('\n')
    expect(output).toContain('U+001B')
    expect(output).toContain('\\u{1b}[2J')
    expect(output).not.toContain('\u001b')
  })

  // Issue 69: written into the stream file, a title the site's export then gave a spreadsheet to run.
  it('refuses a title a spreadsheet would run, naming its line, and writes nothing', async () => {
    const { code, stderr } = await run(
      base,
      "0:10 =cmd|' /C calc'!A0 / YOASOBI\n0:20 =LOVE / =LOVE\n",
    )
    expect(code).toBe(1)
    expect(stderr).toEqual([
      `error: line 1: songName "=cmd|' /C calc'!A0" is a spreadsheet formula (=, +, - or @, then a function call, a cell reference or a program link), not text`,
      'Nothing was written.',
    ])
    expect(added()).toEqual({})
  })

  // Issue 69: a noncharacter passed, and every feed.xml then failed a strict XML parser.
  it.each([
    ['the comment', base, '0:10 夜に駆ける\ufffe / YOASOBI\n', 'line 1', 'U+FFFE'],
    [
      'an option',
      ['--date', '2023/8/16', '--name', '【歌枠】夏の歌枠\u{1ffff}', '--url', url],
      '0:10 夜に駆ける / YOASOBI\n',
      '--name',
      'U+1FFFF',
    ],
  ])('refuses a noncharacter in %s, naming it, and writes nothing', async (...test) => {
    const [, args, comment, where, name] = test
    const { code, stderr } = await run(args, comment)
    expect(code).toBe(1)
    expect(stderr).toEqual([
      `error: ${where}: contains an invisible or control character (${name})`,
      'Nothing was written.',
    ])
    expect(added()).toEqual({})
  })

  it('explains a missing option', async () => {
    const stderr = expectConsole('error')
    expect(await main(['--date', '2023/8/16'])).toBe(2)
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/^error: missing --name, --url\nusage: /)
  })
})

describe('setlist:add --issue', () => {
  const comment = readFileSync(join(fixtures, 'ja-two-videos.txt'), 'utf8')
  const sent = { date: '2023/8/16', streamName: '【歌枠】夏の歌枠', url, request: true, comment }
  // As GitHub keeps an issue the form made: prose around the block, CRLF line breaks.
  const issue =
    `歌リストに追加してほしいセトリです。\n\n${setlistBlock(sent)}\n\nよろしくお願いします`.replace(
      /\n/g,
      '\r\n',
    )

  it('writes the same stream file and catalogue as the options and comment do', async () => {
    const direct = await run([...base, '--request'], comment)
    expect(direct.code).toBe(0)
    const directFiles = added()
    expect(Object.keys(directFiles)).toEqual(['2023-08-16.json'])
    const directCatalogue = catalogueText()
    // The archive as it was, for the second run.
    rmSync(join(streams, '2023-08-16.json'))
    writeFileSync(join(content, 'songs.json'), catalogueBefore)

    const fromIssue = await run(['--issue'], issue)
    expect(fromIssue.code).toBe(0)
    // The console spies keep the first run's lines too.
    expect(fromIssue.stderr.slice(direct.stderr.length)).toEqual(direct.stderr)
    expect(fromIssue.stdout.slice(direct.stdout.length)).toEqual(direct.stdout)
    expect(added()).toEqual(directFiles)
    expect(catalogueText()).toBe(directCatalogue)
  })

  it('refuses the stream options next to --issue, which gives them', async () => {
    const { code, stderr } = await run(['--issue', '--date', '2023/8/16', '--request'], issue)
    expect(code).toBe(2)
    expect(stderr[0]).toMatch(/^error: --date, --request: with --issue these come from the issue\n/)
    expect(added()).toEqual({})
  })

  it('refuses a second block in an HTML comment, which GitHub does not show', async () => {
    const hidden = setlistBlock({ ...sent, streamName: 'hidden' })
    const { code, stderr } = await run(['--issue'], `${issue}\r\n<!--\r\n${hidden}\r\n-->`)
    expect(code).toBe(1)
    expect(stderr).toEqual([
      'error: line 25 holds an HTML comment ("<!--"), which GitHub does not show; the tools read only what the rendered issue shows, so edit it out first',
    ])
    expect(added()).toEqual({})
  })

  it('explains a text without a setlist block, and writes nothing', async () => {
    const { code, stderr } = await run(['--issue'], comment)
    expect(code).toBe(1)
    expect(stderr).toEqual(['error: no setlist block: no line reads "setlist:add v1"'])
    expect(added()).toEqual({})
  })
})

describe('setlist:add --submission', () => {
  // Netlify's CSV export of the setlist form: a BOM, quoted cells over many lines, its own columns.
  const csv = join(import.meta.dirname, '../tests/fixtures/netlify/setlist-submissions.csv')
  async function runExport(args: string[]) {
    const stderr = expectConsole('error')
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const code = await main(['--submission', csv, ...args, '--content', content, '--no-lookup'])
    return { code, stderr: stderr.mock.calls.map((call) => call.join(' ')) }
  }

  it('writes from a row of the export what the options and comment write', async () => {
    const comment = readFileSync(join(fixtures, 'ja-two-videos.txt'), 'utf8')
    expect((await run([...base, '--request'], comment)).code).toBe(0)
    const directFiles = added()
    const directCatalogue = catalogueText()
    rmSync(join(streams, '2023-08-16.json'))
    writeFileSync(join(content, 'songs.json'), catalogueBefore)

    expect((await runExport(['--row', '1'])).code).toBe(0)
    expect(added()).toEqual(directFiles)
    expect(catalogueText()).toBe(directCatalogue)
  })

  it('keeps quotes and commas of a quoted cell', async () => {
    expect((await runExport(['--row', '2'])).code).toBe(0)
    const stream = JSON.parse(added()['2023-08-20.json'] ?? '{}')
    expect(stream.streamName).toBe('"雑談" 歌枠, 短め')
    expect(stream.songList).toHaveLength(2)
  })

  it('asks for a row when the export holds several, listing them, and writes nothing', async () => {
    const { code, stderr } = await runExport([])
    expect(code).toBe(1)
    expect(stderr[0]).toContain('holds 2 submissions; choose one with --row:')
    expect(stderr[0]).toContain('  2: セトリ: 2023/8/20 "雑談" 歌枠, 短め')
    // The console spy keeps the first run's line too.
    expect((await runExport(['--row', '3'])).stderr.at(-1)).toBe(
      `error: ${csv}: --row 3: the export has rows 1 to 2`,
    )
    expect(added()).toEqual({})
  })
})

// Starts Node and tsx: slow on a busy machine.
describe('setlist:add as npm runs it', slowTest, () => {
  it('reads the comment from standard input and takes CONTENT_DIR', () => {
    const result = spawnSync(
      join(root, 'node_modules/.bin/tsx'),
      ['tools/setlist-add.ts', ...base, '--no-lookup'],
      {
        cwd: root,
        env: { ...process.env, CONTENT_DIR: content },
        input: '1:02:03 夜に駆ける / YOASOBI\n',
        encoding: 'utf8',
      },
    )
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(added()['2023-08-16.json']).toContain(
      '"songLink": "https://www.youtube.com/watch?v=luna230816a&t=3723s"',
    )
  })

  it.each([
    ['a folder', () => content, /^error: EISDIR: .*read/],
    ['a missing file', () => join(content, 'missing.txt'), /^error: ENOENT: .*missing\.txt/],
  ])('answers --file naming %s with one line, not a stack trace', (_, file, message) => {
    const result = spawnSync(
      join(root, 'node_modules/.bin/tsx'),
      ['tools/setlist-add.ts', ...base, '--file', file()],
      { cwd: root, env: { ...process.env, CONTENT_DIR: content }, encoding: 'utf8' },
    )
    expect(result.stderr.trim().split('\n')).toHaveLength(1)
    expect(result.stderr).toMatch(message)
    expect(result.status).toBe(1)
    expect(added()).toEqual({})
  })
})
