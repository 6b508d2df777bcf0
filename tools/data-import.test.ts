import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { readSongData } from '#build-src/archive-files/read-song-data.ts'
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
const run = (args: string[]) => runTool(main, [...args, '--content', paths.content])

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
      'Nothing was written: 1 rows cannot be read (--skip-bad leaves them out).',
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

  it('prints the files and writes nothing with --dry-run', async () => {
    const before = snapshot()
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const { code, stdout } = await run(['--tsv', sheet('zh.tsv'), '--dry-run'])
    expect(code).toBe(0)
    const printed = write.mock.calls.map((call) => String(call[0])).join('')
    expect(printed).toContain(`--- ${join(paths.content, 'streams', '2024-01-05.json')}\n{`)
    expect(printed).toContain('"songName": "倔強"')
    expect(printed).toContain(`--- ${join(paths.content, 'songs.json')}\n{`)
    expect(stdout).toContain('Dry run: nothing was written.')
    // Then the build's reading of each new title, to check.
    expect(stdout.slice(stdout.indexOf('Dry run: nothing was written.') + 1)[0]).toMatch(
      /^New songs for .*songs\.json, with the reading the build will use, the likeliest wrong first:$/,
    )
    expect(stdout).toContainEqual(
      expect.stringMatching(/^ {2}倔強 \/ 五月天: .*\(a kanji left unread: wrong\)$/),
    )
    expect(snapshot()).toEqual(before)
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
