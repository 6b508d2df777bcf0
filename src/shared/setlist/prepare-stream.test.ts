import { describe, expect, it } from 'vitest'

import { loadStreams } from '#build-src/archive-files/stream-files.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'

import { formatEndClamp } from './end-clamp.ts'
import {
  formatPrepareInfo,
  formatPrepareProblem,
  formatPrepareWarning,
  knownSongsOf,
  prepareStream,
} from './prepare-stream.ts'

// The test archive: the spelling the warning suggests below is its.
const known = knownSongsOf(loadStreams(fixtureArchive))

const input = {
  url: 'https://youtu.be/luna230816a',
  date: '2023/8/16',
  streamName: '歌枠',
  request: false,
  known,
}

describe('prepareStream', () => {
  it('keeps ranges as end times, and names the line of an end that runs into the next song', () => {
    const good = prepareStream({
      ...input,
      comment: '1:00 ~ 4:30 夜に駆ける / YOASOBI\n5:00 Lemon / 米津玄師',
    })
    expect(good.errors).toEqual([])
    expect(good.entry?.songList.map((song) => song.songEndTime)).toEqual(['4:30', undefined])

    const bad = prepareStream({
      ...input,
      comment: '1:00 ~ 5:30 夜に駆ける / YOASOBI\n5:00 Lemon / 米津玄師',
    })
    expect(bad.entry).toBeNull()
    expect(bad.errors.map(formatPrepareProblem)).toEqual([
      'line 1: songEndTime 5:30 is after the next song in this video starts (songList[1] at 5:00)',
    ])
  })

  it('ends such a range where the next song starts, and says so, when the tool asks (clampEnds)', () => {
    const comment = '1:00 ~ 5:30 夜に駆ける / YOASOBI\n5:00 Lemon / 米津玄師'
    const clamped = prepareStream({ ...input, comment, clampEnds: true })
    expect(clamped.errors).toEqual([])
    expect(clamped.entry?.songList.map((song) => song.songEndTime)).toEqual(['5:00', undefined])
    expect(clamped.clamped.map(formatEndClamp)).toEqual([
      'line 1: end 5:30 runs into the next song in this video (line 2 at 5:00); clamped to 5:00',
    ])
    // The site's form does not ask: there the fan fixes the range.
    expect(prepareStream({ ...input, comment }).clamped).toEqual([])
  })

  it('lists skipped lines and notes as information, medleys and spellings as warnings', () => {
    const comment = [
      'セトリ',
      '0:05:00 夜に駆ける（アカペラ） / YOASOBI',
      '0:05:00 群青 / YOASOBI',
      '0:09:00 Lemon / 米津 玄師',
    ].join('\n')
    const prepared = prepareStream({ ...input, comment })
    expect(prepared.errors).toEqual([])
    expect(prepared.entry?.songList.map((song) => song.songName)).toEqual([
      '夜に駆ける',
      '群青',
      'Lemon',
    ])
    expect(formatPrepareInfo(prepared)).toEqual([
      'line 1 skipped (no time): セトリ',
      'line 2: note "アカペラ" is not stored in the data',
    ])
    expect(prepared.warnings.map(formatPrepareWarning)).toEqual([
      'line 3: same time as line 2: 0:05:00 群青 / YOASOBI',
      'line 4: "Lemon" is credited to "米津 玄師", but the data spells its artist "米津玄師"; use that spelling if it is the same artist',
    ])
  })

  it('gives no entry when the comment has problems', () => {
    const prepared = prepareStream({ ...input, comment: 'こんばんは' })
    expect(prepared.entry).toBeNull()
    expect(prepared.errors).toEqual([{ kind: 'no-song', line: null }])
    expect(prepared.errors.map(formatPrepareProblem)).toEqual([
      'no song found: no line has a time followed by a title and an artist',
    ])
  })
})

describe('lines with a title and no artist', () => {
  const comment = 'セトリ\n0:01:00 千本桜\n0:05:00 名前のない歌\n0:09:00 Lemon / 米津玄師'

  it('take the artist the data gives the title, and ask for the others in words, once', () => {
    const prepared = prepareStream({ ...input, comment, askArtist: true })
    expect(prepared.entry).toBeNull()
    expect(prepared.songs.map((song) => song.singer)).toEqual([
      '黒うさP feat. 初音ミク',
      '',
      '米津玄師',
    ])
    expect(prepared.errors).toEqual([
      { kind: 'no-artist', line: 3, songName: '名前のない歌', artists: [] },
    ])
    expect(formatPrepareInfo(prepared)).toEqual([
      'line 1 skipped (no time): セトリ',
      'line 2: "千本桜" has no artist; "黒うさP feat. 初音ミク" taken from the data',
    ])
    expect(prepared.warnings).toEqual([])

    const answered = comment.replace('名前のない歌', '名前のない歌 / 誰か')
    const ready = prepareStream({ ...input, comment: answered, askArtist: true })
    expect(ready.errors).toEqual([])
    expect(ready.entry?.songList.map((song) => song.singer)).toEqual([
      '黒うさP feat. 初音ミク',
      '誰か',
      '米津玄師',
    ])
  })

  it('are skipped, as before, unless asked for', () => {
    const prepared = prepareStream({ ...input, comment })
    expect(prepared.errors).toEqual([])
    expect(prepared.entry?.songList.map((song) => song.songName)).toEqual(['Lemon'])
    expect(prepared.skipped.map((line) => [line.line, line.reason])).toEqual([
      [1, 'no-time'],
      [2, 'no-artist'],
      [3, 'no-artist'],
    ])
    expect(prepared.filled).toEqual([])
  })
})

describe('problems of the new entry', () => {
  it('point a stream field at its option, and a song at its comment line', () => {
    const prepared = prepareStream({
      ...input,
      streamName: ' ',
      comment: 'セトリ\n1:00 ~ 0:30 夜に駆ける / YOASOBI',
    })
    expect(prepared.errors).toEqual([
      {
        kind: 'entry',
        line: null,
        field: 'name',
        message: `" " is not text with more than spaces in it`,
      },
      { kind: 'entry', line: 2, field: 'songEndTime', message: '0:30 is not after songTime 1:00' },
    ])
    expect(prepared.errors.map(formatPrepareProblem)).toEqual([
      `--name: " " is not text with more than spaces in it`,
      'line 2: songEndTime 0:30 is not after songTime 1:00',
    ])
  })

  it('name a video the data already holds, with the stream it is in', () => {
    const prepared = prepareStream({
      ...input,
      url: 'https://youtu.be/luna230902a',
      comment: '0:01:05 Lemon / 米津玄師',
    })
    expect(prepared.errors.map(formatPrepareProblem)).toEqual([
      'video luna230902a is already in the data (stream 2023/09/02); was it added before?',
    ])
  })

  it('say a title, artist or stream name is too long in words, once, at its line', () => {
    const title = '夜'.repeat(201)
    // Counted in code points: 200 characters outside the BMP are within the limit.
    const singer = '𠮷'.repeat(200)
    const prepared = prepareStream({
      ...input,
      streamName: 'あ'.repeat(250),
      comment: `0:01:00 ${title} / YOASOBI\n0:05:00 Lemon / ${singer}\n0:09:00 Lemon / ${singer}𠮷`,
    })
    expect(prepared.entry).toBeNull()
    expect(prepared.errors).toEqual([
      { kind: 'too-long', line: null, field: 'name', length: 250, max: 200 },
      { kind: 'too-long', line: 1, field: 'songName', length: 201, max: 200 },
      { kind: 'too-long', line: 3, field: 'singer', length: 201, max: 200 },
    ])
    expect(prepared.errors.map(formatPrepareProblem)).toEqual([
      '--name: is 250 characters long, over the 200 allowed',
      'line 1: songName is 201 characters long, over the 200 allowed',
      'line 3: singer is 201 characters long, over the 200 allowed',
    ])
  })

  // Issue 69: a title or artist a spreadsheet would run was written into the stream file.
  it('refuse a title, artist or stream name a spreadsheet would run, at its line', () => {
    const prepared = prepareStream({
      ...input,
      streamName: "=cmd|' /C calc'!A0",
      comment: `0:01:00 +A1*2 / YOASOBI\n0:05:00 Lemon / -2+3+cmd|' /C calc'!A0\n0:09:00 -ERROR- / =LOVE`,
    })
    expect(prepared.entry).toBeNull()
    expect(prepared.errors.map(formatPrepareProblem)).toEqual([
      `--name: "=cmd|' /C calc'!A0" is a spreadsheet formula (=, +, - or @, then a function call, a cell reference or a program link), not text`,
      'line 1: songName "+A1*2" is a spreadsheet formula (=, +, - or @, then a function call, a cell reference or a program link), not text',
      `line 2: singer "-2+3+cmd|' /C calc'!A0" is a spreadsheet formula (=, +, - or @, then a function call, a cell reference or a program link), not text`,
    ])
  })
})
