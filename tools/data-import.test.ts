import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { mandarinPopSongs } from '#tests/fixtures/readings/mandarin-pop.ts'
import { slowTest } from '#tests/patience.ts'
import { folderSnapshot, runTool, tempArchive } from '#tests/support/temp-archive.ts'

import { main } from './data-import.ts'

const sheets = join(import.meta.dirname, '../tests/fixtures/import')
const customMap = JSON.stringify({
  date: 'Day',
  stream: 'Broadcast',
  url: 'Link',
  time: 'Start',
  song: 'Title',
  artist: 'Original artist',
})
const paths = tempArchive('data-import-')
const snapshot = () => folderSnapshot(paths.content)

const streamFile = (name: string) =>
  JSON.parse(readFileSync(join(paths.content, 'streams', name), 'utf8'))
const catalogue = () => JSON.parse(readFileSync(join(paths.content, 'songs.json'), 'utf8'))
const sheet = (name: string) => join(sheets, name)

/** Runs the command against the temporary content folder. */
// The lookups have their own tests (tools/add-lookups.test.ts), with the services faked.
const run = (args: string[]) => runTool(main, [...args, '--content', paths.content, '--no-lookup'])

/** A sheet written for one test, in the temporary folder. */
function writeSheet(name: string, lines: string[]): string {
  const path = join(paths.dir, name)
  writeFileSync(path, lines.join('\n'))
  return path
}

describe('data:import', () => {
  it('reads an Excel export with Japanese headers: BOM, CRLF, day numbers, full-width digits', async () => {
    const { code, stdout } = await run(['--csv', sheet('ja-excel.csv')])
    expect(code).toBe(0)
    expect(stdout.slice(0, 2)).toEqual([
      `Added 3 songs, 2023/12/24 【歌枠】クリスマス歌枠 as ${join(paths.content, 'streams', '2023-12-24.json')}.`,
      `Added 2 songs, 2023/12/24 【リクエスト歌枠】聖夜の部 as ${join(paths.content, 'streams', '2023-12-24-2.json')}.`,
    ])
    const first = streamFile('2023-12-24.json')
    expect(first).toMatchObject({ date: '2023/12/24', showList: true, showDate: true })
    expect(first.category).toBeUndefined()
    expect(first.songList[2]).toEqual({
      showDate: true,
      songName: '白い恋人達',
      singer: '桑田佳祐',
      songTime: '1:02:03',
      songLink: 'https://www.youtube.com/watch?v=luna231224a&t=3723s',
    })
    const second = streamFile('2023-12-24-2.json')
    expect(second.category).toBe('request')
    expect(second.songList.map((song: { songTime: string }) => song.songTime)).toEqual([
      '5:00',
      '12:30',
    ])
    const added = catalogue().songs.slice(-3)
    expect(added).toEqual([
      {
        title: '恋人がサンタクロース',
        artist: '松任谷由実',
        slug: '恋人がサンタクロース',
        reading: 'こいびとがさんたくろーす',
      },
      { title: '白い恋人達', artist: '桑田佳祐', slug: '白い恋人達' },
      { title: 'クリスマスソング', artist: 'back number', slug: 'クリスマスソング' },
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('reads a tab-separated sheet with Chinese headers, its type column marking requests', async () => {
    const { code } = await run(['--tsv', sheet('zh.tsv')])
    expect(code).toBe(0)
    const stream = streamFile('2024-01-05.json')
    expect(stream).toMatchObject({
      date: '2024/1/5',
      streamName: '【點歌】新年點歌台',
      category: 'request',
    })
    expect(stream.songList.map((song: { songName: string }) => song.songName)).toEqual([
      '小幸運',
      '告白氣球',
      '倔強',
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('reads quoted commas, quotes and line breaks, times in seconds, end times, and skips comments', async () => {
    const { code } = await run(['--csv', sheet('en-quoted.csv')])
    expect(code).toBe(0)
    const stream = streamFile('2024-01-20.json')
    expect(stream.streamName).toBe('Acoustic night, part 1')
    expect(stream.songList).toEqual([
      {
        showDate: true,
        songName: 'Hello, Goodbye',
        singer: 'The Beatles',
        songTime: '1:35',
        songEndTime: '4:50',
        songLink: 'https://www.youtube.com/watch?v=luna240120a&t=95s',
      },
      {
        showDate: true,
        songName: "Don't Stop Me Now",
        singer: 'Queen',
        songTime: '6:40',
        songLink: 'https://www.youtube.com/watch?v=luna240120a&t=400s',
      },
      {
        showDate: true,
        songName: 'First Love',
        singer: '宇多田ヒカル',
        songTime: '1:02:03',
        songEndTime: '1:06:30',
        songLink: 'https://www.youtube.com/watch?v=luna240120a&t=3723s',
      },
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('reads headers of the group’s own through --map, and names the columns it misses without', async () => {
    const before = snapshot()
    const unmapped = await run(['--csv', sheet('custom-headers.csv')])
    expect(unmapped.code).toBe(1)
    expect(unmapped.stderr).toContain(
      'error: line 1: no song column: name one "song", "曲名", "曲", "歌名", or give --map \'{"song":"<header>"}\'',
    )
    expect(snapshot()).toEqual(before)
    const mapped = await run(['--csv', sheet('custom-headers.csv'), '--map', customMap])
    expect(mapped.code).toBe(0)
    expect(streamFile('2024-02-14.json').songList[1]).toMatchObject({
      songName: 'Love so sweet',
      singer: '嵐',
      songTime: '9:05',
      songLink: 'https://www.youtube.com/watch?v=luna240214a&t=545s',
    })
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('changes nothing when the same sheets are imported again', async () => {
    const imports = [
      ['--csv', sheet('ja-excel.csv')],
      ['--tsv', sheet('zh.tsv')],
      ['--csv', sheet('en-quoted.csv')],
      ['--csv', sheet('custom-headers.csv'), '--map', customMap],
    ]
    for (const args of imports) expect((await run(args)).code).toBe(0)
    const once = snapshot()
    for (const args of imports) {
      const again = await run(args)
      expect(again.code).toBe(0)
      expect(again.stdout.at(0)).toMatch(/^Already there: /)
    }
    expect(snapshot()).toEqual(once)
  })

  it('rewrites a stream in place with --replace, and the catalogue follows', async () => {
    expect((await run(['--csv', sheet('ja-excel.csv')])).code).toBe(0)
    const fixed = readFileSync(sheet('ja-excel.csv'), 'utf8')
      .replace('白い恋人達', '白い恋人たち')
      .replace('１：０２：０３', '１：０３：００')
    const path = writeSheet('fixed.csv', [fixed])
    const names = () => readdirSync(join(paths.content, 'streams')).sort()
    const namesBefore = names()
    const without = snapshot()
    expect((await run(['--csv', path])).code).toBe(0)
    expect(snapshot()).toEqual(without)

    const { code, stdout } = await run(['--csv', path, '--replace'])
    expect(code).toBe(0)
    expect(stdout).toContain(
      `Replaced ${join(paths.content, 'streams', '2023-12-24.json')} with 3 songs, 2023/12/24 【歌枠】クリスマス歌枠.`,
    )
    expect(names()).toEqual(namesBefore)
    expect(streamFile('2023-12-24.json').songList[2]).toMatchObject({
      songName: '白い恋人たち',
      songTime: '1:03:00',
      songLink: 'https://www.youtube.com/watch?v=luna231224a&t=3780s',
    })
    const titles = catalogue().songs.map((song: { title: string }) => song.title)
    expect(titles).toContain('白い恋人たち')
    expect(titles).not.toContain('白い恋人達')
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('ends a song where the next starts, and writes a song as the catalogue spells it, saying so', async () => {
    const path = writeSheet('quirks.csv', [
      'date,stream,url,time,end,song,artist',
      '2024/4/1,Quirks,https://youtu.be/luna240401a,1:00,4:05,GETCHA!,Giga',
      '2024/4/1,Quirks,https://youtu.be/luna240401a,4:00,,残響散歌。,Aimer',
      '2024/4/2,Quirks again,https://youtu.be/luna240402a,2:00,5:00,GETCHA,Giga',
      '2024/4/2,Quirks again,https://youtu.be/luna240402a,6:00,,『残響散歌』,Aimer',
    ])
    const songsFile = join(paths.content, 'songs.json')
    const { code, stderr } = await run(['--csv', path])
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'warning: line 2: end 4:05 runs into the next song in this video (line 3 at 4:00); clamped to 4:00',
      `note: line 3: "残響散歌。" / "Aimer" is the same song as "残響散歌" / "Aimer" in ${songsFile}, written so; "残響散歌。" is one of its aliases now`,
      `note: line 4: "GETCHA" / "Giga" is the same song as "GETCHA!" / "Giga" in ${songsFile}, written so; "GETCHA" is one of its aliases now`,
      `note: line 5: "『残響散歌』" / "Aimer" is the same song as "残響散歌" / "Aimer" in ${songsFile}, written so; "『残響散歌』" is one of its aliases now`,
    ])
    const first = streamFile('2024-04-01.json').songList
    expect(first.map((song: { songEndTime?: string }) => song.songEndTime)).toEqual([
      '4:00',
      undefined,
    ])
    expect(first.map((song: { songName: string }) => song.songName)).toEqual([
      'GETCHA!',
      '残響散歌',
    ])
    const second = streamFile('2024-04-02.json').songList
    expect(second.map((song: { songName: string }) => song.songName)).toEqual([
      'GETCHA!',
      '残響散歌',
    ])
    const songs = catalogue().songs
    expect(songs.filter((song: { artist: string }) => song.artist === 'Aimer')).toEqual([
      {
        title: '残響散歌',
        artist: 'Aimer',
        slug: '残響散歌',
        reading: 'ざんきょうさんか',
        aliases: ['残響散歌。', '『残響散歌』'],
      },
    ])
    expect(songs.at(-1)).toEqual({
      title: 'GETCHA!',
      artist: 'Giga',
      slug: 'getcha',
      aliases: ['GETCHA'],
    })
    expect(readSongData(paths.content).problems).toEqual([])
    // Imported again, in place: the same files.
    const once = snapshot()
    const again = await run(['--csv', path, '--replace'])
    expect(again.code).toBe(0)
    expect(again.stdout.slice(0, 2)).toEqual([
      `Unchanged: ${join(paths.content, 'streams', '2024-04-01.json')} already holds 2 songs, 2024/4/1 Quirks.`,
      `Unchanged: ${join(paths.content, 'streams', '2024-04-02.json')} already holds 2 songs, 2024/4/2 Quirks again.`,
    ])
    expect(snapshot()).toEqual(once)
  })

  it('lists every row it cannot read by its line in the file, and writes nothing', async () => {
    const path = writeSheet('bad.csv', [
      'date,stream,url,time,song,artist,notes',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,1:00,春よ、来い,松任谷由実,"a note',
      'over two lines"',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,1:75,さくら,森山直太朗,',
      '2024/3/3,Spring songs,https://vimeo.com/123456789,5:00,桜坂,福山雅治,',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,8:00,春泥棒,ヨルシカ,',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a?t=60,9:00,花に亡霊,ヨルシカ,',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,12:00,"Line',
      'break",ヨルシカ,',
      '2024/3/3,Spring songs,https://youtu.be/luna230601a,15:00,糸,中島みゆき,',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,20:00,,ヨルシカ,',
    ])
    const before = snapshot()
    const { code, stderr } = await run(['--csv', path])
    expect(code).toBe(1)
    expect(stderr).toEqual([
      'error: line 4: the time "1:75" is not h:mm:ss, m:ss or seconds',
      'error: line 5: "https://vimeo.com/123456789" is not a YouTube video link',
      "error: line 7: the link's t=60s is not the time 9:00 (540s)",
      'error: line 8: song: holds U+000A, an invisible character no text may hold (control, bidirectional, zero-width or half of a surrogate pair)',
      'error: line 10: video luna230601a is already in the archive on another day (2023-06-01.json)',
      'error: line 11: no song',
      'Nothing was written: 6 rows cannot be read (--skip-bad leaves them out).',
    ])
    expect(snapshot()).toEqual(before)
  })

  it('keeps a row without an artist, its artist unknown, and reads one written after the title', async () => {
    const path = writeSheet('no-artist.csv', [
      'date,stream,url,time,song,artist',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,1:00,春よ、来い,',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,5:00,Chandelier／Sia,',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,8:00,夜行 / ヨルシカ,',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,12:00,Fate/Zero,',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,15:00,春よ、来い,',
    ])
    const { code, stderr, stdout } = await run(['--csv', path])
    expect(code).toBe(0)
    expect(stdout.filter((line) => line.includes('(artist unknown)'))).toEqual([
      expect.stringMatching(/^New in .*songs\.json: 春よ、来い \(artist unknown\)/),
      expect.stringMatching(/^New in .*songs\.json: Fate\/Zero \(artist unknown\)/),
      expect.stringMatching(/^ {2}春よ、来い \(artist unknown\): /),
      expect.stringMatching(/^ {2}Fate\/Zero \(artist unknown\): /),
    ])
    // The archive has 春よ、来い by an artist: maybe the same song, for the maintainer to say.
    const credited =
      'has no artist and is written with the artist unknown, but the data credits this title to "松任谷由実"; add that artist to the row if it is the same song'
    expect(stderr).toEqual([
      `warning: line 2: "春よ、来い" ${credited}`,
      `warning: line 6: "春よ、来い" ${credited}`,
    ])
    const songs = streamFile('2024-03-03.json').songList.map(
      (song: { songName: string; singer: string }) => [song.songName, song.singer],
    )
    expect(songs).toEqual([
      ['春よ、来い', ''],
      ['Chandelier', 'Sia'],
      ['夜行', 'ヨルシカ'],
      ['Fate/Zero', ''],
      ['春よ、来い', ''],
    ])
    // One catalogue entry per song: the two performances with no artist are one song, apart
    // from 松任谷由実's, whose page keeps its address.
    const added = catalogue().songs.filter((song: { artist: string }) => song.artist === '')
    expect(added).toEqual([
      { title: '春よ、来い', artist: '', slug: '春よ-来い-2' },
      { title: 'Fate/Zero', artist: '', slug: 'fate-zero' },
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('names the line and column of a formula cell, and reads a HYPERLINK as the link it shows', async () => {
    const path = writeSheet('formulas.csv', [
      '日付,配信,動画,時間,曲名,アーティスト',
      '2024/3/3,Spring songs,"=HYPERLINK(""https://youtu.be/luna240303a?t=60"",""▶"")",1:00,春よ、来い,松任谷由実',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,5:00,"=HYPERLINK(""https://youtu.be/luna240303a?t=300"",""さくら"")",森山直太朗',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,8:00,=E2,ヨルシカ',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,9:00,花に亡霊,=LOVE',
    ])
    const failed = await run(['--csv', path])
    expect(failed.code).toBe(1)
    expect(failed.stderr).toEqual([
      'error: line 4: column "曲名" holds the formula "=E2", not its value: export the sheet\'s values, not its formulas',
      'Nothing was written: 1 row cannot be read (--skip-bad leaves them out).',
    ])

    const { code } = await run(['--csv', path, '--skip-bad'])
    expect(code).toBe(0)
    const songs = streamFile('2024-03-03.json').songList
    expect(songs.map((song: { songName: string }) => song.songName)).toEqual([
      '春よ、来い',
      'さくら',
      '花に亡霊',
    ])
    expect(songs[0].songLink).toBe('https://www.youtube.com/watch?v=luna240303a&t=60s')
    expect(songs[2].singer).toBe('=LOVE')
  })

  // Issue 69: a formula that is neither `=name(` nor `=A1` was imported as a song's title.
  it('names the line and column of a formula behind any sign, and writes the other rows', async () => {
    const path = writeSheet('hostile.csv', [
      '日付,配信,動画,時間,曲名,アーティスト',
      "2024/3/3,Spring songs,https://youtu.be/luna240303a,1:00,=cmd|' /C calc'!A0,ヨルシカ",
      "2024/3/3,Spring songs,https://youtu.be/luna240303a,5:00,花に亡霊,-2+3+cmd|' /C calc'!A0",
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,8:00,@SUM(1+1),ヨルシカ',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,9:00,-ERROR-,+1',
    ])
    const failed = await run(['--csv', path])
    expect(failed.code).toBe(1)
    const values = "export the sheet's values, not its formulas"
    expect(failed.stderr).toEqual([
      `error: line 2: column "曲名" holds the formula "=cmd|' /C calc'!A0", not its value: ${values}`,
      `error: line 3: column "アーティスト" holds the formula "-2+3+cmd|' /C calc'!A0", not its value: ${values}`,
      `error: line 4: column "曲名" holds the formula "@SUM(1+1)", not its value: ${values}`,
      'Nothing was written: 3 rows cannot be read (--skip-bad leaves them out).',
    ])

    expect((await run(['--csv', path, '--skip-bad'])).code).toBe(0)
    const songs = streamFile('2024-03-03.json').songList
    expect(
      songs.map((song: { songName: string; singer: string }) => [song.songName, song.singer]),
    ).toEqual([['-ERROR-', '+1']])
  })

  // A title copied from YouTube brings zero-width spaces along: one in a single row's stream title
  // used to make the rows' titles differ, and every row of the stream was refused.
  it('keeps a stream whose title holds a zero-width space, naming each cell it mends', async () => {
    const path = writeSheet('zero-width.csv', [
      'date,stream,url,time,song,artist',
      '2024/3/3,Spring\u200b songs,https://youtu.be/luna240303a,1:00,Lemon,米津玄師',
      '2024/3/3,Spring songs,https://youtu.be/luna240303a,5:00,夜に\u2060駆ける\u200b,YOASOBI',
    ])
    const { code, stderr } = await run(['--csv', path])
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'note: line 2, column B: removed the zero-width character U+200B',
      'note: line 3, column E: removed the zero-width characters U+2060, U+200B',
    ])
    const stream = streamFile('2024-03-03.json')
    expect(stream.streamName).toBe('Spring songs')
    expect(stream.songList.map((song: { songName: string }) => song.songName)).toEqual([
      'Lemon',
      '夜に駆ける',
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('says a UTF-16 file without its mark is UTF-16, to be saved as UTF-8', async () => {
    const path = join(paths.dir, 'utf16.csv')
    writeFileSync(path, Buffer.from('date,song\n2024/3/3,春よ、来い\n', 'utf16le').swap16())
    const before = snapshot()
    const { code, stderr } = await run(['--csv', path])
    expect(code).toBe(1)
    expect(stderr).toEqual([
      'error: the file is UTF-16 text without a byte order mark; save it as UTF-8 ("CSV UTF-8" in Excel) and import it again',
    ])
    expect(snapshot()).toEqual(before)
  })

  it('imports the rows it can read with --skip-bad, naming the ones it leaves out', async () => {
    const { code, stderr } = await run(['--csv', sheet('bad-rows.csv'), '--skip-bad'])
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'warning: skipped line 3: the time "1:75" is not h:mm:ss, m:ss or seconds',
      'warning: skipped line 4: "https://vimeo.com/123456789" is not a YouTube video link',
      'warning: skipped line 5: the date "2024/2/30" is not a real day as 2025/8/4, 2025-08-04 or a spreadsheet date number',
      'warning: skipped line 6: no song',
    ])
    const songs = streamFile('2024-03-03.json').songList
    expect(songs.map((song: { songName: string }) => song.songName)).toEqual([
      '春よ、来い',
      '花に亡霊',
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('prints the counts and the first lines of each list, the same with --dry-run, which writes nothing', async () => {
    const before = snapshot()
    const write = vi.spyOn(process.stdout, 'write')
    const dry = await run(['--csv', sheet('ja-start-end.csv'), '--dry-run'])
    expect(dry.code).toBe(0)
    // The files' text is not printed: a real sheet's is megabytes.
    const printed = write.mock.calls.map((call) => String(call[0])).join('')
    expect(printed).not.toContain('"songList"')
    expect(snapshot()).toEqual(before)
    const summary = [
      "Summary of the sheet's 5 rows:",
      '  streams: 3 added',
      '  performances: 5',
      '  new songs: 2',
      '  new artists: 0',
      '  rows mended: 1 (end time clamped: 1, title spelt as the catalogue spells it: 0)',
      '  rows with a warning: 2',
      '  rows refused and left out: 0',
    ]
    const at = dry.stdout.indexOf(summary[0]!)
    expect(dry.stdout.slice(at, at + summary.length + 1)).toEqual([
      ...summary,
      'Dry run: nothing was written.',
    ])
    // Then the build's reading of each new title, to check.
    expect(dry.stdout[at + summary.length + 1]).toMatch(
      /^New songs for .*songs\.json, with the reading the build will use, the likeliest wrong first:$/,
    )

    const real = await run(['--csv', sheet('ja-start-end.csv')])
    expect(real.code).toBe(0)
    expect(real.stdout.slice(at, at + summary.length)).toEqual(summary)
    expect(real.stderr).toEqual(dry.stderr)
  })

  it('prints the first lines of a long list and counts the rest, and every line with --verbose', async () => {
    const path = writeSheet('many.csv', [
      'date,stream,url,time,song,artist',
      ...[1, 2, 3, 4, 5, 6, 7].map(
        (day) => `2024/9/${day},Day ${day},https://youtu.be/luna24090${day}a,1:00,Song ${day},Band`,
      ),
    ])
    const added = (stdout: string[]) => {
      const first = stdout.findIndex((line) => line.startsWith('Added '))
      return stdout.slice(first, first + 7)
    }
    const short = await run(['--csv', path, '--dry-run'])
    expect(added(short.stdout).slice(0, 6)).toEqual([
      ...[1, 2, 3, 4, 5].map((day) =>
        expect.stringMatching(`^Added 1 songs, 2024/9/${day} Day ${day} as `),
      ),
      '… and 2 more (--verbose lists them)',
    ])
    // Seven readings are under the reading lists' 20 lines.
    expect(short.stdout.filter((line) => /^ {2}Song \d \/ Band: /.test(line))).toHaveLength(7)
    const long = await run(['--csv', path, '--dry-run', '--verbose'])
    expect(added(long.stdout).filter((line) => line.startsWith('Added '))).toHaveLength(7)
    expect(long.stdout.filter((line) => line.includes('more (--verbose'))).toEqual([])
  })

  it('prints the first 20 readings of each list, how many there are in all, and all with --verbose', async () => {
    const titles = Array.from({ length: 23 }, (_, i) => `うた${i + 1}`)
    const path = writeSheet('readings.csv', [
      'date,stream,url,time,song,artist',
      ...titles.map(
        (title, i) =>
          `2024/9/1,Day 1,https://youtu.be/luna240901a,${i + 1}:00,${title},かしゅ${i + 1}`,
      ),
    ])
    const listed = (stdout: string[]) => stdout.filter((line) => /^ {2}(うた|かしゅ)\d+/.test(line))
    const short = await run(['--csv', path, '--dry-run'])
    expect(listed(short.stdout)).toHaveLength(40)
    expect(short.stdout.filter((line) => line.startsWith('  … and'))).toEqual([
      '  … and 3 more, 23 in all: --verbose lists them all',
      '  … and 3 more, 23 in all: --verbose lists them all',
    ])
    const long = await run(['--csv', path, '--dry-run', '--verbose'])
    expect(listed(long.stdout)).toHaveLength(46)
    expect(long.stdout.filter((line) => line.includes('--verbose'))).toEqual([])
  })

  /** The test archive emptied: no stream, no song. */
  function emptyArchive() {
    for (const name of readdirSync(join(paths.content, 'streams')))
      rmSync(join(paths.content, 'streams', name))
    writeFileSync(join(paths.content, 'songs.json'), JSON.stringify({ songs: [] }))
  }

  /** A sheet of one stream of `songs`, a minute apart. */
  const streamSheet = (name: string, songs: readonly { title: string; artist: string }[]) =>
    writeSheet(name, [
      'date,stream,url,time,song,artist',
      ...songs.map(
        ({ title, artist }, i) =>
          `2024/9/1,歌回,https://youtu.be/luna240901a,${Math.floor((i + 1) / 60)}:${String((i + 1) % 60).padStart(2, '0')}:00,${title},${artist}`,
      ),
    ])
  const readingLists = /^(New songs for|New artists,)/

  it('prints no reading list for a Chinese-singing archive, only how many texts it left out', async () => {
    emptyArchive()
    const { code, stdout } = await run(['--csv', streamSheet('zh.csv', mandarinPopSongs)])
    expect(code).toBe(0)
    expect(stdout.filter((line) => readingLists.test(line))).toEqual([])
    expect(stdout.at(-1)).toBe(
      'Not listed: 168 titles and 52 artists taken for Chinese, which need no reading (--verbose lists them)',
    )
  })

  it('lists no reading for a stream of Chinese songs imported into a Japanese archive', async () => {
    const songs = [
      ['告白氣球', '周杰倫'],
      ['小幸運', '田馥甄'],
      ['後來', '劉若英'],
      ['想見你想見你想見你', '八三夭'],
      ['光年之外', '鄧紫棋'],
      ['稻香', '周杰倫'],
      ['說好不哭', '周杰倫 feat. 阿信'],
      // Kanji Japanese writes too: only its stream tells (the test archive holds five of the others).
      ['雨愛', '楊丞琳'],
    ].map(([title, artist]) => ({ title: title!, artist: artist! }))
    const { code, stdout } = await run(['--csv', streamSheet('zh-stream.csv', songs)])
    expect(code).toBe(0)
    expect(stdout.filter((line) => readingLists.test(line))).toEqual([])
    expect(stdout).toContain(
      'Not listed: 3 titles and 3 artists taken for Chinese, which need no reading (--verbose lists them)',
    )
  })

  it(
    'lists the readings of the Japanese songs only, in an archive of Japanese and Chinese songs',
    async () => {
      emptyArchive()
      const japanese = [
        ['千本桜', '黒うさP feat. 初音ミク'],
        ['紅蓮華', 'LiSA'],
        ['前前前世', 'RADWIMPS'],
        ['粉雪', 'レミオロメン'],
        ['夜に駆ける', 'YOASOBI'],
        ['マリーゴールド', 'あいみょん'],
        ['感電', '米津玄師'],
      ]
      const chinese = [
        ['想見你想見你想見你', '八三夭'],
        ['告白氣球', '周杰倫'],
        ['說好不哭', '周杰倫'],
        ['稻香', '周杰倫'],
        ['後來', '劉若英'],
      ]
      const songs = [...japanese, ...chinese].map(([title, artist]) => ({
        title: title!,
        artist: artist!,
      }))
      const { code, stdout } = await run(['--csv', streamSheet('mixed.csv', songs)])
      expect(code).toBe(0)
      /** The lines of the list under `heading`, without their indent. */
      const listUnder = (heading: RegExp) => {
        const from = stdout.findIndex((line) => heading.test(line)) + 1
        const end = stdout.findIndex((line, i) => i >= from && !line.startsWith('  '))
        return stdout.slice(from, end).map((line) => line.slice(2))
      }
      const titles = listUnder(/^New songs for /).map((line) => line.slice(0, line.indexOf(' / ')))
      expect(titles.sort()).toEqual(japanese.map(([title]) => title).sort())
      const artists = listUnder(/^New artists, /).map((line) => line.slice(0, line.indexOf(': ')))
      expect(artists.sort()).toEqual(japanese.map(([, artist]) => artist).sort())
      expect(stdout.slice(-2)).toEqual([
        'Not listed: 5 titles and 3 artists taken for Chinese, which need no reading (--verbose lists them)',
        'Readings not looked up in VocaDB and MusicBrainz (--no-lookup).',
      ])
    },
    slowTest.timeout,
  )

  it('reads 開始 as the start beside 終了, a title with a request word as a request stream, and warns of numbers in titles', async () => {
    const { code, stderr } = await run(['--csv', sheet('ja-start-end.csv')])
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'warning: line 2: end 10:20 runs into the next song in this video (line 3 at 10:00); clamped to 10:00',
      'warning: line 2: the title "03. Lemon" starts with what looks like a track number, 03.; imported as it is: remove it from the sheet if it is not part of the title',
      'warning: line 3: the title "20:15 マリーゴールド" holds what looks like a time, 20:15; imported as it is: if it is where the song starts, move it to the time column',
    ])
    const first = streamFile('2024-06-01.json')
    expect(first.category).toBeUndefined()
    expect(first.songList[0]).toMatchObject({
      songName: '03. Lemon',
      songTime: '5:00',
      songEndTime: '10:00',
    })
    // The site's archive.requestWords: リクエスト and 點歌, as archive:fetch reads a title.
    expect(streamFile('2024-06-08.json').category).toBe('request')
    expect(streamFile('2024-06-15.json').category).toBe('request')
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('leaves a request stream to the type column when the sheet has one, whatever the title', async () => {
    const path = writeSheet('typed.csv', [
      'date,stream,url,time,song,artist,type',
      '2024/7/1,【リクエスト】七月,https://youtu.be/luna240701a,1:00,Lemon,米津玄師,',
      '2024/7/2,【歌枠】七月,https://youtu.be/luna240702a,1:00,Lemon,米津玄師,request',
    ])
    expect((await run(['--csv', path])).code).toBe(0)
    expect(streamFile('2024-07-01.json').category).toBeUndefined()
    expect(streamFile('2024-07-02.json').category).toBe('request')
  })

  it('counts the same refused rows whether it stops or --skip-bad leaves them out', async () => {
    // Line 2 alone names the stream: refused, it leaves lines 3 and 4 without a title.
    const path = writeSheet('depends.csv', [
      'date,stream,url,time,end,song,artist',
      '2024/5/1,May songs,https://youtu.be/luna240501a,5:00,4:00,Lemon,米津玄師',
      '2024/5/1,,https://youtu.be/luna240501a,8:00,,糸,中島みゆき',
      '2024/5/1,,https://youtu.be/luna240501a,12:00,,白日,King Gnu',
      '2024/5/2,Other songs,https://youtu.be/luna240502a,1:00,,香水,瑛人',
      // A whole stream refused is each of its rows.
      '2024/5/3,Old video,https://youtu.be/luna230601a,1:00,,糸,中島みゆき',
      '2024/5/3,Old video,https://youtu.be/luna230601a,5:00,,白日,King Gnu',
    ])
    const archived = 'video luna230601a is already in the archive on another day (2023-06-01.json)'
    const refused = [
      'line 2: end: 4:00 is not after songTime 5:00',
      'line 3: no stream title on any row of this stream (once the other refused rows are left out)',
      'line 4: no stream title on any row of this stream (once the other refused rows are left out)',
      `line 6: ${archived}`,
      `line 7: ${archived}`,
    ]
    const stopped = await run(['--csv', path])
    expect(stopped.code).toBe(1)
    expect(stopped.stderr).toEqual([
      ...refused.map((line) => `error: ${line}`),
      'Nothing was written: 5 rows cannot be read (--skip-bad leaves them out).',
    ])
    const skipped = await run(['--csv', path, '--skip-bad'])
    expect(skipped.code).toBe(0)
    expect(skipped.stderr).toEqual(refused.map((line) => `warning: skipped ${line}`))
    expect(skipped.stdout).toContain('  rows refused and left out: 5')
    expect(streamFile('2024-05-02.json').songList).toHaveLength(1)
  })

  it('lists last the titles credited to several artists, the archive and the sheet counted together', async () => {
    const path = writeSheet('spellings.csv', [
      'date,stream,url,time,song,artist',
      '2024/9/1,Day 1,https://youtu.be/luna240901a,0:30,Lemon,Kenshi Yonezu',
      ...[1, 2, 3, 4, 5, 6].flatMap((n) => [
        `2024/9/1,Day 1,https://youtu.be/luna240901a,${n}:00,Song ${n},Band`,
        `2024/9/2,Day 2,https://youtu.be/luna240902a,${n}:00,Song ${n},The Band`,
      ]),
    ])
    const listed = (n: number) =>
      `warning:   "Song ${n}": "Band" ×1, "The Band" ×1; they share a name`
    const { code, stdout, stderr } = await run(['--csv', path])
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'warning: line 2: "Lemon" is credited to "Kenshi Yonezu", but the data spells its artist "米津玄師"; use that spelling if it is the same artist',
      'warning: 7 titles are credited to several artists, and each spelling counts as a song of its own (sharing a name: 6, sharing none: 1):',
      'warning:   "Lemon": "米津玄師" ×1, "Kenshi Yonezu" ×1; no name in common: two songs, or one artist?',
      ...[1, 2, 3, 4].map(listed),
      'warning:   … and 2 more (--verbose lists them)',
      expect.stringMatching(/^warning: npm run data:check -- --fix --merge-artists keeps /),
    ])
    expect(stdout).toContain('  titles credited to several artists: 7 (listed last)')
    // Imported again, the archive holds them still: --verbose lists every one.
    const verbose = await run(['--csv', path, '--verbose'])
    expect(verbose.stderr.slice(1, -1)).toEqual([
      'warning:   "Lemon": "米津玄師" ×1, "Kenshi Yonezu" ×1; no name in common: two songs, or one artist?',
      ...[1, 2, 3, 4, 5, 6].map(listed),
    ])
  })

  // Issue 54: a fan group's real sheet, each quirk it held in one fixture.
  it('imports every row of a real sheet whole (issue 54), listing its artist spellings', async () => {
    const { code, stdout, stderr } = await run(['--csv', sheet('issue-54.csv')])
    expect(code).toBe(0)
    expect(stderr).toEqual([
      'note: line 2, column B: removed the zero-width character U+200B',
      'warning: line 5: the title "20:15 Lemon" holds what looks like a time, 20:15; imported as it is: if it is where the song starts, move it to the time column',
      'warning: line 4: "春よ、来い" has no artist and is written with the artist unknown, but the data credits this title to "松任谷由実"; add that artist to the row if it is the same song',
      'warning: 1 title is credited to several artists, and each spelling counts as a song of its own (sharing a name: 0, sharing none: 1):',
      'warning:   "Calc.": "ジミーサムP" ×1, "初音ミク" ×1; no name in common: two songs, or one artist?',
      expect.stringMatching(/^warning: npm run data:check -- --fix --merge-artists keeps /),
    ])
    expect(stdout).toContain('  performances: 6')
    const credits = (name: string) =>
      streamFile(name).songList.map((song: { songName: string; singer: string }) => [
        song.songName,
        song.singer,
      ])
    const autumn = streamFile('2024-10-05.json')
    expect(autumn.streamName).toBe('【歌枠】秋の歌枠')
    expect(autumn.category).toBeUndefined()
    expect(credits('2024-10-05.json')).toEqual([
      ['Calc.', 'ジミーサムP'],
      ['夜行', 'ヨルシカ'],
      ['春よ、来い', ''],
      ['20:15 Lemon', '米津玄師'],
    ])
    // 開始 is the start beside 終了.
    expect(autumn.songList[0]).toMatchObject({ songTime: '1:00', songEndTime: '4:30' })
    const request = streamFile('2024-10-12.json')
    expect(request.streamName).toBe('【リクエスト歌枠】\u{1f469}\u200d\u{1f3a4}ロックの夜')
    expect(request.category).toBe('request')
    expect(credits('2024-10-12.json')).toEqual([
      ['Calc.', '初音ミク'],
      ['紅蓮華', 'LiSA'],
    ])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it('imports into an emptied archive, creating its streams folder', async () => {
    const streams = join(paths.content, 'streams')
    rmSync(streams, { recursive: true })
    writeFileSync(join(paths.content, 'songs.json'), '{ "songs": [] }\n')
    const { code } = await run(['--tsv', sheet('zh.tsv')])
    expect(code).toBe(0)
    expect(readdirSync(streams)).toEqual(['2024-01-05.json'])
    expect(readSongData(paths.content).problems).toEqual([])
  })

  it.each([
    [[], /^error: give the sheet as --csv <file> or --tsv <file>\nusage: /],
    [['--csv', 'a.csv', '--tsv', 'b.tsv'], /^error: give the sheet as --csv/],
    [['--csv', 'a.csv', '--map', '{"tune":"Title"}'], /^error: --map: "tune" is not one of /],
    [['--csv', 'a.csv', '--replace=yes'], /^error: Option '--replace' does not take an argument/],
  ])('answers the options %j with their usage', async (args, message) => {
    const { code, stderr } = await run(args)
    expect(code).toBe(2)
    expect(stderr[0]).toMatch(message)
  })
})
