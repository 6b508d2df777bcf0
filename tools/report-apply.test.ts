import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { computeSearchAids } from '#build-src/search-keys/compute-search-aids.ts'
import { missIssue, missRecord, type MissSong } from '#src/features/songs/miss/miss-issue.ts'
import { pickerSongs } from '#src/features/songs/miss/picker-songs.ts'
import {
  reportIssue,
  reportRecord,
  type ReportTarget,
} from '#src/features/songs/report/report-issue.ts'
import * as ranking from '#src/features/songs/search/ranking.ts'
import { activateLocale, loadMessages } from '#src/i18n/catalog.ts'
import type { Correction, Problem } from '#src/shared/fan-issues/report-record.ts'
import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { expectConsole } from '#tests/console.ts'
import { slowTest } from '#tests/patience.ts'
import { folderSnapshot, runTool, tempArchive } from '#tests/support/temp-archive.ts'

import { main } from './report-apply.ts'

const paths = tempArchive('report-apply-')
const snapshot = () => folderSnapshot(paths.content)

beforeAll(async () => {
  // The issue text comes from the dialog's own code, in the site's default language.
  await activateLocale('ja')
  await loadMessages('report')
})

/** The files a run changed, by path in the content folder. */
function changed(before: Map<string, string>): string[] {
  const now = snapshot()
  return [...now.keys()].filter((path) => now.get(path) !== before.get(path)).sort()
}

const stream = (name: string) =>
  JSON.parse(readFileSync(join(paths.content, 'streams', name), 'utf8'))
const catalogueKeys = () =>
  JSON.parse(readFileSync(join(paths.content, 'songs.json'), 'utf8')).songs.map(
    (song: { title: string; artist: string }) => `${song.title} / ${song.artist}`,
  )

const catalogueSong = (key: string) =>
  JSON.parse(readFileSync(join(paths.content, 'songs.json'), 'utf8')).songs.find(
    (song: { title: string; artist: string }) => `${song.title} / ${song.artist}` === key,
  ) as { slug?: string; oldSlugs?: string[]; reading?: string; aliases?: string[] } | undefined

/** What the report dialog sends about a song or a stream of the archive as it is now. */
function issueText(
  at: { file: string; songIndex?: number },
  problem: Problem,
  correction: Correction,
  note = '',
): string {
  const { streams, streamNames } = readSongData(paths.content)
  const model = buildSongModel(streams, undefined, streamNames)
  const found = model.streams.find((s) => s.file === at.file)!
  const target: ReportTarget =
    at.songIndex === undefined
      ? { kind: 'stream', stream: found }
      : { kind: 'performance', performance: found.performances[at.songIndex]! }
  // GitHub keeps an issue's text with CRLF line breaks.
  return reportIssue(target, reportRecord(target, problem, correction, note)).body.replace(
    /\n/g,
    '\r\n',
  )
}

async function run(text: string, args: string[] = []) {
  const file = join(paths.dir, 'issue.md')
  writeFileSync(file, text)
  return runTool(main, ['--issue', '--file', file, '--content', paths.content, ...args])
}

// 2023-09-02.json songList[1]: 夜に駆ける / YOASOBI at 10:20 in luna230902a.
const song = { file: '2023-09-02.json', songIndex: 1 }

describe('report:apply', () => {
  it('moves a song’s start, its link’s t= with it', async () => {
    const before = snapshot()
    const { code } = await run(issueText(song, 'wrong-time', { songTime: '10:31' }))
    expect(code).toBe(0)
    expect(changed(before)).toEqual(['streams/2023-09-02.json'])
    expect(stream('2023-09-02.json').songList[1]).toEqual({
      showDate: true,
      songName: '夜に駆ける',
      singer: 'YOASOBI',
      songTime: '10:31',
      songLink: 'https://www.youtube.com/watch?v=luna230902a&t=631s',
    })
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('corrects a title and artist, adding the new song to the catalogue', async () => {
    const before = snapshot()
    const correction = { songName: 'アイドル', singer: 'YOASOBI' }
    expect((await run(issueText(song, 'wrong-song', correction))).code).toBe(0)
    expect(changed(before)).toEqual(['songs.json', 'streams/2023-09-02.json'])
    expect(stream('2023-09-02.json').songList[1]).toMatchObject(correction)
    // 夜に駆ける is sung in other streams too, so its entry stays.
    expect(catalogueKeys()).toContain('アイドル / YOASOBI')
    expect(catalogueKeys()).toContain('夜に駆ける / YOASOBI')
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('drops the catalogue entry of a title sung nowhere once corrected', async () => {
    // 2023-09-02.json songList[3], ただ君に晴れ / ヨルシカ, is sung only there.
    const text = issueText({ file: '2023-09-02.json', songIndex: 3 }, 'wrong-song', {
      singer: 'ヨルシカ (n-buna)',
    })
    const before = catalogueSong('ただ君に晴れ / ヨルシカ')
    const { code, stdout } = await run(text)
    expect(code).toBe(0)
    expect(catalogueKeys()).toContain('ただ君に晴れ / ヨルシカ (n-buna)')
    expect(catalogueKeys()).not.toContain('ただ君に晴れ / ヨルシカ')
    // The corrected song's page is a new one; the old address redirects to it.
    const after = catalogueSong('ただ君に晴れ / ヨルシカ (n-buna)')
    expect(before?.slug).toBeDefined()
    expect(after?.slug).not.toBe(before?.slug)
    expect(after?.oldSlugs).toEqual([before?.slug])
    expect(stdout).toContain(
      'The page of ただ君に晴れ / ヨルシカ now redirects to that of ただ君に晴れ / ヨルシカ (n-buna).',
    )
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('fills in the artist of a song imported without one', async () => {
    // ただ君に晴れ (2023-09-02.json songList[3], sung only there), as data:import writes a row
    // without an artist: the artist unknown in the stream file and in the catalogue.
    const unknown = (file: string, field: string) => {
      const path = join(paths.content, file)
      const text = readFileSync(path, 'utf8')
      const known = `"${field}": "ヨルシカ",`
      const at = text.indexOf(known, text.indexOf('"ただ君に晴れ"'))
      writeFileSync(path, text.slice(0, at) + `"${field}": "",` + text.slice(at + known.length))
    }
    unknown('streams/2023-09-02.json', 'singer')
    unknown('songs.json', 'artist')
    expect(readSongData(paths.content).problems).toEqual([])
    const text = issueText({ file: '2023-09-02.json', songIndex: 3 }, 'wrong-song', {
      singer: 'ヨルシカ',
    })
    // The issue shows the maintainer the song as the site does, and quotes the file's ''.
    expect(text).toContain('- 曲: ただ君に晴れ / アーティスト不明 (23:10)')
    expect(text).toContain('"singer": ""')

    const { code, stdout } = await run(text)
    expect(code).toBe(0)
    expect(stdout[0]).toBe('streams/2023-09-02.json songList[3].singer:  → ヨルシカ')
    expect(stream('2023-09-02.json').songList[3]).toMatchObject({
      songName: 'ただ君に晴れ',
      singer: 'ヨルシカ',
    })
    expect(catalogueKeys()).toContain('ただ君に晴れ / ヨルシカ')
    expect(catalogueKeys()).not.toContain('ただ君に晴れ / ')
    // The title is the same: so is the song's page address, with nothing to redirect.
    expect(catalogueSong('ただ君に晴れ / ヨルシカ')).toMatchObject({ slug: 'ただ君に晴れ' })
    expect(catalogueSong('ただ君に晴れ / ヨルシカ')?.oldSlugs).toBeUndefined()
    expect(stdout.filter((line) => line.includes('redirects'))).toEqual([])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('links a song to a new video at the same start', async () => {
    const text = issueText(song, 'broken-video', {
      videoUrl: 'https://youtu.be/luna230902z?si=share',
    })
    expect((await run(text)).code).toBe(0)
    expect(stream('2023-09-02.json').songList[1].songLink).toBe(
      'https://www.youtube.com/watch?v=luna230902z&t=620s',
    )
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('sets an end time a maintainer adds to the block', async () => {
    const text = issueText(song, 'wrong-time', { songTime: '10:31' }).replace(
      '"songTime": "10:31"\r\n',
      '"songTime": "10:31",\r\n    "songEndTime": "14:00"\r\n',
    )
    expect((await run(text)).code).toBe(0)
    expect(stream('2023-09-02.json').songList[1]).toMatchObject({
      songTime: '10:31',
      songEndTime: '14:00',
    })
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('adds a missing song to a stream where its time falls', async () => {
    const correction = { songTime: '13:00', songName: 'アイドル', singer: 'YOASOBI' }
    const text = issueText({ file: '2023-09-02.json' }, 'missing-song', correction)
    expect((await run(text)).code).toBe(0)
    const songs = stream('2023-09-02.json').songList
    expect(songs.map((s: { songName: string }) => s.songName).slice(1, 4)).toEqual([
      '夜に駆ける',
      'アイドル',
      '打上花火',
    ])
    expect(songs[2].songLink).toBe('https://www.youtube.com/watch?v=luna230902a&t=780s')
    expect(readSongData(paths.content).problems).toEqual([])
    const again = await run(text)
    expect(again.code).toBe(1)
    expect(again.stderr[0]).toBe('error: songList[2] already is アイドル at 13:00: already added')
  })

  it('refuses a report whose quoted values the file no longer holds', async () => {
    const text = issueText(song, 'wrong-time', { songTime: '10:31' })
    expect((await run(text)).code).toBe(0)
    const before = snapshot()
    const { code, stderr } = await run(text)
    expect(code).toBe(1)
    expect(stderr).toEqual([
      'error: streams/2023-09-02.json songList[1].songTime is now "10:31", not "10:20" as the report says: already fixed, or the file changed since',
      'Nothing was written.',
    ])
    expect(changed(before)).toEqual([])
  })

  it('refuses a correction the data checks would refuse', async () => {
    const before = snapshot()
    // An end at 17:00 is after the next song in the video starts (16:45).
    const text = issueText(song, 'wrong-time', { songTime: '10:31' }).replace(
      '"songTime": "10:31"\r\n',
      '"songTime": "10:31",\r\n    "songEndTime": "17:00"\r\n',
    )
    const { code, stderr } = await run(text)
    expect(code).toBe(1)
    expect(stderr[0]).toMatch(
      /^error: the corrected streams\/2023-09-02\.json would fail the checks: /,
    )
    expect(changed(before)).toEqual([])
  })

  it.each([
    [
      'no block',
      (text: string) => text.slice(0, text.indexOf('```json')),
      'error: no report block: the issue has no ```json block',
    ],
    [
      'a block fenced as no language',
      (text: string) => text.replace('```json', '```'),
      'error: no report block: line 11 looks like one ("  \\"report\\": 1,") but is not a ```json block',
    ],
    [
      'a block GitHub hides in an HTML comment',
      (text: string) => text.replace('```json', '<!--\r\n```json').concat('\r\n-->'),
      'error: line 9 holds an HTML comment ("<!--"), which GitHub does not show; the tools read only what the rendered issue shows, so edit it out first',
    ],
    [
      'a second block hidden after the first',
      (text: string) => `${text}\r\n<!--\r\n${text.slice(text.indexOf('```json'))}\r\n-->`,
      /^error: line \d+ holds an HTML comment/,
    ],
    [
      'broken JSON',
      (text: string) => text.replace('"report": 1,', '"report": 1'),
      /^error: the report block is not valid JSON: /,
    ],
    [
      'a file outside the streams folder',
      (text: string) => text.replace('"streams/2023-09-02.json"', '"streams/../songs.json"'),
      'error: the report block is malformed: "file" is not a stream file such as "streams/2025-03-09.json"',
    ],
    [
      'a field the data has not',
      (text: string) =>
        text.replace('"correction": {', '"correction": {\r\n    "songKana": "よる",'),
      'error: the report block is malformed: "correction" has an unknown field "songKana"',
    ],
    [
      'two blocks',
      (text: string) => `${text}\r\n\r\n${text.slice(text.indexOf('```json'))}`,
      'error: the issue has 2 report blocks (lines 9 and 27); keep the one to apply',
    ],
  ])('refuses %s and writes nothing', async (_, edit, message) => {
    const before = snapshot()
    const { code, stderr } = await run(edit(issueText(song, 'wrong-time', { songTime: '10:31' })))
    expect(code).toBe(1)
    expect(stderr[0]).toMatch(message)
    expect(stderr[1]).toBe('Nothing was written.')
    expect(changed(before)).toEqual([])
  })

  it('leaves a report marked "other" to a person, and writes nothing', async () => {
    const before = snapshot()
    const text = issueText(song, 'other', { songTime: '10:31' }, 'the start is a verse late')
    const { code, stderr } = await run(text)
    expect(code).toBe(1)
    expect(stderr).toEqual([
      'error: the report is marked "other", which needs a person: read its note and edit streams/2023-09-02.json by hand',
      'Nothing was written.',
    ])
    expect(changed(before)).toEqual([])
  })

  it('asks for --issue', async () => {
    const stderr = expectConsole('error')
    expect(await main(['--file', 'x.md'])).toBe(2)
    expect(String(stderr.mock.calls[0]?.[0])).toMatch(/^error: --issue: .*\nusage: /)
  })
})

/** What the song list's dialog sends for a search that found nothing, as GitHub keeps it. */
const missText = (query: string, song: MissSong | null, note = '') =>
  missIssue(missRecord(query, song, note)).body.replace(/\n/g, '\r\n')

const yoasobi = { title: '夜に駆ける', artist: 'YOASOBI' }

describe('report:apply, a search that found nothing', () => {
  it('makes a Latin query an alias of the song the fan picked', async () => {
    const before = snapshot()
    const songsFile = join(paths.content, 'songs.json')
    const text = readFileSync(songsFile, 'utf8')
    const { code, stdout } = await run(missText('Racing into the Night', yoasobi))
    expect(code).toBe(0)
    expect(changed(before)).toEqual(['songs.json'])
    // The one song's entry changes, and nothing else of the file, its layout included.
    expect(readFileSync(songsFile, 'utf8')).toBe(
      text.replace(
        '"slug": "夜に駆ける"\n',
        '"slug": "夜に駆ける",\n      "aliases": ["Racing into the Night"]\n',
      ),
    )
    expect(catalogueSong('夜に駆ける / YOASOBI')).toEqual({
      title: '夜に駆ける',
      artist: 'YOASOBI',
      slug: '夜に駆ける',
      aliases: ['Racing into the Night'],
    })
    expect(stdout).toEqual([
      `${songsFile}: alias "Racing into the Night" added to 夜に駆ける / YOASOBI`,
      `Applied the search miss to ${songsFile}.`,
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it(
    'finds the song through the new alias in the song list’s own search',
    async () => {
      const found = async () => {
        const { streams, streamNames, catalogue } = readSongData(paths.content)
        const data = buildSongListData(streams, await computeSearchAids(catalogue), streamNames)
        return pickerSongs(data, 'racing into the night', 'ja', ranking).map(
          (song) => `${song.songName} / ${song.singer}`,
        )
      }
      expect(await found()).not.toContain('夜に駆ける / YOASOBI')
      expect((await run(missText('Racing into the Night', yoasobi))).code).toBe(0)
      expect((await found())[0]).toBe('夜に駆ける / YOASOBI')
    },
    slowTest.timeout,
  )

  it('writes a kana query as the reading of a song that has none', async () => {
    const before = snapshot()
    const { code, stdout } = await run(
      missText('ハナニボウレイ', { title: '花に亡霊', artist: 'ヨルシカ' }),
    )
    expect(code).toBe(0)
    expect(changed(before)).toEqual(['songs.json'])
    expect(catalogueSong('花に亡霊 / ヨルシカ')).toMatchObject({ reading: 'ハナニボウレイ' })
    expect(catalogueSong('花に亡霊 / ヨルシカ')?.aliases).toBeUndefined()
    expect(stdout[0]).toMatch(
      /songs\.json: reading "ハナニボウレイ" written for 花に亡霊 \/ ヨルシカ$/,
    )
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('makes a kana query an alias when the song has a reading written, and says so', async () => {
    // 紅蓮華 / LiSA is read ぐれんげ in the catalogue.
    const { code, stdout } = await run(missText('ぐれんか', { title: '紅蓮華', artist: 'LiSA' }))
    expect(code).toBe(0)
    expect(catalogueSong('紅蓮華 / LiSA')).toMatchObject({
      reading: 'ぐれんげ',
      aliases: ['ぐれんか'],
    })
    expect(stdout.slice(0, 2)).toEqual([
      expect.stringMatching(/songs\.json: alias "ぐれんか" added to 紅蓮華 \/ LiSA$/),
      expect.stringMatching(
        /^note: 紅蓮華 \/ LiSA has the reading "ぐれんげ" written already, so the kana query is an alias instead; /,
      ),
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it.each([
    ['its title', 'LEMON', { title: 'Lemon', artist: '米津玄師' }, 'its title "Lemon"'],
    [
      'an alias',
      'a little  happiness',
      { title: '小幸運', artist: '田馥甄' },
      'its alias "A Little Happiness"',
    ],
    [
      'its reading',
      'ザンキョウ サンカ',
      { title: '残響散歌', artist: 'Aimer' },
      'its reading "ざんきょうさんか"',
    ],
    // Simplified 樱 and the catalogue's 桜 are one character to the search.
    [
      'its title in another Han form',
      '千本樱',
      { title: '千本桜', artist: '黒うさP feat. 初音ミク' },
      'its title "千本桜"',
    ],
  ])('writes nothing for a query that already is %s once folded', async (_, query, song, found) => {
    const before = snapshot()
    const { code, stdout, stderr } = await run(missText(query, song))
    expect(code).toBe(0)
    expect(stderr).toEqual([])
    expect(stdout).toEqual([
      `${join(paths.content, 'songs.json')}: ${song.title} / ${song.artist} is found by ${JSON.stringify(query)} already: ${found} is the same once folded for search`,
      'Nothing was written.',
    ])
    expect(changed(before)).toEqual([])
  })

  it('removes a zero-width character from the query, saying so', async () => {
    const { code, stdout } = await run(missText('Racing into\u200b the Night', yoasobi))
    expect(code).toBe(0)
    expect(catalogueSong('夜に駆ける / YOASOBI')?.aliases).toEqual(['Racing into the Night'])
    expect(stdout[1]).toBe("note: (the miss's query): removed the zero-width character U+200B")
  })

  it.each([
    [
      'a miss without a song',
      () => missText('kokoronashi', null, '心做しのつもりでした'),
      /^error: this is a search for "kokoronashi" with no song picked: a person has to read it, and write the alias into .*songs\.json by hand if a song is meant$/,
    ],
    [
      'a song the catalogue does not list',
      () => missText('kokoronashi', { title: '心做し', artist: '初音ミク' }),
      /^error: the search miss names the song 心做し \/ 初音ミク, which .*songs\.json does not list: /,
    ],
    [
      'a query with a bidirectional control',
      () => missText('Racing\u202einto the Night', yoasobi),
      /^error: the query "Racing\\u\{202e\}into the Night" cannot be written into .*songs\.json: songs\[1\]\.aliases\[0\] holds U\+202E, an invisible character no text may hold /,
    ],
    [
      'a query over 200 characters',
      () => missText('la'.repeat(101), yoasobi),
      /^error: the query "(la){20}…" cannot be written into .*songs\.json: songs\[1\]\.aliases\[0\] is 202 characters long, over the 200 allowed$/,
    ],
    [
      'a query of symbols alone',
      () => missText('!!', yoasobi),
      'error: the query "!!" holds only spaces, punctuation or symbols, which the search leaves out: as an alias it would find nothing',
    ],
    [
      'a malformed miss',
      () => missText('kokoronashi', yoasobi).replace('"artist": "YOASOBI"', '"artist": 1'),
      'error: the search miss block is malformed: "song.artist" is not a text',
    ],
  ])('refuses %s and writes nothing', async (_, text, message) => {
    const before = snapshot()
    const { code, stderr } = await run(text())
    expect(code).toBe(1)
    expect(stderr).toEqual([
      typeof message === 'string' ? message : expect.stringMatching(message),
      'Nothing was written.',
    ])
    expect(changed(before)).toEqual([])
  })

  it.each([
    ['another song’s title', 'lemon', '"lemon" is the title of Lemon / 米津玄師'],
    [
      'another song’s alias',
      'A Little  Happiness!',
      '"A Little  Happiness!" is the alias "A Little Happiness" of 小幸運 / 田馥甄',
    ],
  ])('refuses a query that is %s once folded, and writes nothing', async (_, query, what) => {
    const before = snapshot()
    const { code, stderr } = await run(missText(query, yoasobi))
    expect(code).toBe(1)
    expect(stderr).toEqual([
      `error: the query ${what} once folded for search: as an alias of 夜に駆ける / YOASOBI a search for it would find both songs; write it into ${join(paths.content, 'songs.json')} by hand if that is meant`,
      'Nothing was written.',
    ])
    expect(changed(before)).toEqual([])
  })

  it('prints the catalogue it would write with --dry-run, and writes nothing', async () => {
    const before = snapshot()
    const printed = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const { code, stdout } = await run(missText('Racing into the Night', yoasobi), ['--dry-run'])
    const text = printed.mock.calls.map((call) => String(call[0])).join('')
    printed.mockRestore()
    expect(code).toBe(0)
    expect(changed(before)).toEqual([])
    expect(text).toMatch(/^--- .*songs\.json\n\{\n/)
    expect(JSON.parse(text.slice(text.indexOf('\n') + 1)).songs[1].aliases).toEqual([
      'Racing into the Night',
    ])
    expect(stdout[0]).toMatch(/: alias "Racing into the Night" added to 夜に駆ける \/ YOASOBI$/)
    expect(stdout.at(-1)).toBe('Dry run: nothing was written.')
  })
})
