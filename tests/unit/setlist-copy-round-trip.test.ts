// A stream page's setlist copy (issue 72): the timestamp comment it writes, read by `setlist:add
// --dry-run`, gives back the same stream, for every stream of the content under test and of the
// test archive, in each language's greeting; and each video's chapters are valid by YouTube's
// rules or refused for a reason that holds. The long generated archive the browser tests serve
// goes through the reading `setlist:add` runs (prepareStream), to cover its many more titles.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

import { generateArchive } from '#bench/generate-streams.ts'
import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import {
  catalogueFile,
  catalogueSongKey,
  type SongCatalogue,
} from '#build-src/archive-files/song-catalogue.ts'
import { streamsDir } from '#build-src/archive-files/stream-files.ts'
import { contentDir } from '#build-src/content-dir.ts'
import { loadContent } from '#build-src/content-folder/import-content-modules.ts'
import { locales } from '#src/i18n/locales.ts'
import { knownSongsOf, prepareStream } from '#src/shared/setlist/prepare-stream.ts'
import { type ChapterSong, videoChapters } from '#src/shared/setlist/video-chapters.ts'
import { setlistComment } from '#src/shared/setlist/write-comment.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { buildSongModel, type Performance, type Stream } from '#src/shared/song-model/song-model.ts'
import { resolveEnds } from '#src/shared/song-model/time/segments.ts'
import { parseSongTime } from '#src/shared/song-model/time/song-time.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import { parseVideoLink, videoPageLink } from '#src/shared/song-model/time/video-link.ts'
import { expectConsole } from '#tests/console.ts'
import { slowTest } from '#tests/patience.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'
import { tempDirs } from '#tests/support/temp-dirs.ts'
import { main as setlistAdd } from '#tools/setlist-add.ts'

/** What a stream file says of its songs that a comment carries: video, start, end, title, artist. */
function songsOf(stream: RawStream) {
  const timed = stream.songList.map((song) => ({
    videoId: parseVideoLink(song.songLink)?.videoId ?? '',
    startSeconds: parseSongTime(song.songTime) ?? -1,
  }))
  const written = stream.songList.map((song) =>
    song.songEndTime === undefined ? null : parseSongTime(song.songEndTime),
  )
  const ends = resolveEnds(timed, written)
  return stream.songList.map((song, i) => ({
    ...timed[i]!,
    endSeconds: ends[i],
    songName: song.songName.trim(),
    singer: song.singer.trim(),
  }))
}

/** The stream as the comment gives it back: its day, name, type and songs. */
const summary = (stream: RawStream) => ({
  day: parseStreamDate(stream.date),
  name: stream.streamName,
  request: stream.category === 'request',
  songs: songsOf(stream),
})

/** The options `setlist:add` takes for the stream the comment does not carry. */
function options(stream: RawStream, first: string): string[] {
  const request = stream.category === 'request' ? ['--request'] : []
  return [
    '--date',
    stream.date,
    '--name',
    stream.streamName,
    '--url',
    videoPageLink(first),
    ...request,
  ]
}

/**
 * A content folder holding the other streams, and the catalogue of their songs: `setlist:add`
 * refuses a video already in the data, and a catalogue entry no stream sings.
 */
function withoutStream(
  dir: string,
  streams: readonly RawStream[],
  names: readonly string[],
  catalogue: SongCatalogue,
  left: string,
) {
  const content = join(dir, left)
  mkdirSync(streamsDir(content), { recursive: true })
  const others = streams.filter((_, i) => names[i] !== left)
  others.forEach((stream, i) => {
    const name = names.filter((n) => n !== left)[i]!
    writeFileSync(join(streamsDir(content), name), JSON.stringify(stream))
  })
  const sung = new Set(others.flatMap((stream) => stream.songList.map((song) => songKey(song))))
  const songs = catalogue.songs.filter((song) => sung.has(catalogueSongKey(song)))
  writeFileSync(catalogueFile(content), JSON.stringify({ ...catalogue, songs }))
  return content
}

/** The greeting lines of the content folder in each language. */
async function greetings(dir: string): Promise<[string, string[]][]> {
  const { site } = (await loadContent(dir)).site
  return locales.map(({ code }) => [
    code,
    (site.setlistGreeting ?? []).map((line) => line[code] ?? line.ja),
  ])
}

/** The problems YouTube would find in a chapter list, read from its text alone. */
function chapterProblems(lines: readonly string[]): string[] {
  const starts = lines.map((line) => {
    const time = /^(?:(\d+):)?(\d{1,2}):(\d{2}) \S/.exec(line)
    return time ? Number(time[1] ?? 0) * 3600 + Number(time[2]) * 60 + Number(time[3]) : NaN
  })
  const problems: string[] = []
  if (starts.some(Number.isNaN)) problems.push('a line without a time and a title')
  if (starts[0] !== 0) problems.push('the first is not at 0:00')
  if (starts.length < 3) problems.push('fewer than three')
  for (let i = 1; i < starts.length; i++)
    if (starts[i]! - starts[i - 1]! < 10) problems.push(`${lines[i - 1]} lasts under 10 s`)
  return problems
}

/**
 * What is wrong with each video's chapters: none when they are valid and name its songs in order,
 * or when they are refused for a reason that holds.
 */
function chapterFaults(stream: Stream): string[] {
  const faults: string[] = []
  for (const videoId of new Set(stream.performances.map((p) => p.videoId))) {
    const songs = stream.performances.filter((p) => p.videoId === videoId)
    const chapters = videoChapters(songs, 'オープニング')
    const fault = (what: string) => faults.push(`${stream.file} ${videoId}: ${what}`)
    if ('lines' in chapters) {
      for (const problem of chapterProblems(chapters.lines)) fault(problem)
      const named = chapters.lines.filter((line) => line !== '0:00 オープニング')
      const credits = songs.map((p) =>
        p.singer === '' ? p.songName : `${p.songName} / ${p.singer}`,
      )
      if (named.map((line) => line.replace(/^\S+ /, '')).join('\n') !== credits.join('\n'))
        fault('the chapters are not its songs in order')
    } else if (chapters.refused.kind === 'few') {
      const opening = songs[0] && songs[0].startSeconds >= 10 ? 1 : 0
      if (chapters.refused.count !== songs.length + opening || chapters.refused.count >= 3)
        fault(`refused as too few, with ${chapters.refused.count}`)
    } else {
      // The first song takes 0:00 when it starts within ten seconds.
      const start = (p: ChapterSong) => (p === songs[0] && p.startSeconds < 10 ? 0 : p.startSeconds)
      const { first, second } = chapters.refused
      const next = songs.indexOf(second as Performance) - songs.indexOf(first as Performance) === 1
      if (!next || start(second) - start(first) >= 10)
        fault(`refused as too close: ${first.songName}, ${second.songName}`)
    }
  }
  return faults
}

const newDir = tempDirs('setlist-copy-')

describe.each([
  ['the content under test', contentDir()],
  ['the test archive', fixtureArchive],
])('the setlist copy of every stream of %s', (_, dir) => {
  const { streams, streamNames, catalogue, problems } = readSongData(dir)
  const model = buildSongModel(streams, undefined, streamNames)

  it(
    'reads back through setlist:add --dry-run as the same stream, in each language',
    slowTest,
    async () => {
      expect(problems).toEqual([])
      expect(model.streams.length).toBeGreaterThan(0)
      // Its notes (the greeting's lines skipped) go to the error stream.
      expectConsole('error')
      const temp = newDir()
      for (const [language, greeting] of await greetings(dir)) {
        for (const stream of model.streams) {
          const raw = streams[streamNames.indexOf(stream.file)]!
          const content = withoutStream(temp, streams, streamNames, catalogue, stream.file)
          const comment = join(temp, `${language}-${stream.file}.txt`)
          writeFileSync(comment, setlistComment(stream.performances, greeting))
          const printed = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
          const logged = vi.spyOn(console, 'log').mockImplementation(() => {})
          const first = stream.performances[0]!.videoId
          const args = [...options(raw, first), '--file', comment, '--content', content]
          const code = await setlistAdd([...args, '--dry-run', '--no-lookup'])
          const written = printed.mock.calls.map(([text]) => String(text)).join('')
          printed.mockRestore()
          logged.mockRestore()
          expect(code, `${language} ${stream.file}`).toBe(0)
          expect(summary(JSON.parse(written) as RawStream), `${language} ${stream.file}`).toEqual(
            summary(raw),
          )
        }
      }
    },
  )

  it('makes each video’s chapters valid by YouTube’s rules, or says why not', () => {
    expect(model.streams.flatMap(chapterFaults)).toEqual([])
  })
})

describe('the setlist copy of the long generated archive', () => {
  const streams = generateArchive(1500)
  const model = buildSongModel(streams)

  it('reads back through setlist:add’s reading as the same streams', slowTest, () => {
    model.streams.forEach((stream) => {
      const index = Number(stream.id)
      const raw = streams[index]!
      const known = knownSongsOf(streams.filter((_, i) => i !== index))
      const prepared = prepareStream({
        comment: setlistComment(stream.performances, ['🌙セトリ']),
        url: videoPageLink(stream.performances[0]!.videoId),
        date: raw.date,
        streamName: raw.streamName,
        request: raw.category === 'request',
        known,
        askArtist: true,
        clampEnds: true,
      })
      expect(prepared.errors, stream.name).toEqual([])
      expect(summary(prepared.entry!), stream.name).toEqual(summary(raw))
    })
  })

  it('makes each video’s chapters valid by YouTube’s rules, or says why not', () => {
    expect(model.streams.flatMap(chapterFaults)).toEqual([])
  })
})
