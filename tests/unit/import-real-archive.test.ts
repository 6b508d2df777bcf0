// A real-density archive with both quirks of real data (estimated ends a few seconds into the next
// song, one song written two ways), imported with data:import into a content folder, which must
// then pass data:check and load through the build's song-data step.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { generateArchive } from '#bench/generate-streams.ts'
import { readSongData } from '#build-src/archive-files/read-song-data.ts'
import { packedSongListPlugin } from '#build-src/data-modules/packed-song-list-plugin.ts'
import { type PackedSongList, unpackSongList } from '#src/shared/song-data/song-list-pack.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { formatSongTime, parseSongTime } from '#src/shared/song-model/time/song-time.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'
import { slowTest } from '#tests/patience.ts'
import { callLoad, importEmitted } from '#tests/support/build-plugin.ts'
import { runTool, tempArchive } from '#tests/support/temp-archive.ts'
import { main as dataCheck } from '#tools/data-check.ts'
import { main as dataImport } from '#tools/data-import.ts'

/** As bench:data shapes an archive: about 10 songs a stream, 40% as many songs as performances. */
const performances = 2000

/** Ways fans write a title again: with `!`, with `。`, in 『』 (all one song by songKey). */
const variants = [(t: string) => `${t}!`, (t: string) => `${t}。`, (t: string) => `『${t}』`]

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text)

interface Sheet {
  csv: string
  /** Ends written a few seconds into the next song of their video. */
  overruns: number
  /** Performances written in another spelling than the song's first. */
  respelt: number
}

/**
 * The archive as a fan group's sheet, one performance a row in the archive's order, with the
 * quirks put in: every 7th song with a next song in its video ends 5 s into it, every 11th ends
 * exactly where it starts (left alone), and every third performance of a song sung before is
 * written another way.
 */
/**
 * The listing of titles credited to several artists, holding only titles whose artists share no
 * name (the generator gives a few titles to unrelated artists): a header, those titles, the hint.
 */
function expectOnlyUnrelatedSpellings(lines: readonly string[]): void {
  const [header, ...rest] = lines
  expect(header).toMatch(/credited to several artists.*\(sharing a name: 0, sharing none: \d+\)/)
  expect(rest.at(-1)).toMatch(/--merge-artists/)
  const titles = rest.slice(0, -1)
  expect(titles.length).toBeGreaterThan(0)
  expect(
    titles.filter((line) => !line.endsWith('no name in common: two songs, or one artist?')),
  ).toEqual([])
}

function sheetOf(streams: readonly RawStream[]): Sheet {
  const rows = ['date,stream,url,time,end,song,artist,type']
  const seen = new Map<string, number>()
  let overruns = 0
  let respelt = 0
  let n = 0
  for (const stream of streams) {
    const videos = stream.songList.map((song) => parseVideoLink(song.songLink)!.videoId)
    stream.songList.forEach((song, i) => {
      n++
      const start = parseSongTime(song.songTime)!
      const next = videos.findIndex((video, j) => j > i && video === videos[i])
      const nextStart = next < 0 ? null : parseSongTime(stream.songList[next]!.songTime)!
      let end = ''
      if (nextStart !== null && nextStart > start && n % 7 === 0) {
        end = formatSongTime(nextStart + 5)
        overruns++
      } else if (nextStart !== null && n % 11 === 0) end = formatSongTime(nextStart)
      const key = songKey(song)
      const times = seen.get(key) ?? 0
      seen.set(key, times + 1)
      const respell = times > 0 && n % 3 === 0
      const title = respell ? variants[respelt % variants.length]!(song.songName) : song.songName
      if (respell) respelt++
      rows.push(
        [
          stream.date,
          stream.streamName,
          song.songLink,
          song.songTime,
          end,
          title,
          song.singer,
          stream.category ?? '',
        ]
          .map(csvCell)
          .join(','),
      )
    })
  }
  return { csv: `${rows.join('\n')}\n`, overruns, respelt }
}

const paths = tempArchive('import-real-archive-')

describe('importing a real-density archive with the quirks of real data', () => {
  it(
    'clamps the ends, keeps one spelling per song, passes data:check and loads in the build',
    slowTest,
    async () => {
      const archive = generateArchive(performances)
      const sheet = sheetOf(archive)
      expect(sheet.overruns).toBeGreaterThan(100)
      expect(sheet.respelt).toBeGreaterThan(50)
      const file = join(paths.dir, 'archive.csv')
      writeFileSync(file, sheet.csv)
      const before = readSongData(paths.content)

      // --verbose: every clamp and respelling is counted below, not the first few.
      const imported = await runTool(dataImport, [
        '--csv',
        file,
        '--verbose',
        '--no-lookup',
        '--content',
        paths.content,
      ])
      // Besides its notes and row warnings, only the titles sung by artists with no name in
      // common (two songs of one title): every spelling of one artist was joined on the way in.
      expectOnlyUnrelatedSpellings(
        imported.stderr.filter(
          (line) => !line.startsWith('note: ') && !line.startsWith('warning: line '),
        ),
      )
      expect(imported.code).toBe(0)
      const clamps = imported.stderr.filter((line) =>
        / runs into the next song in this video /.test(line),
      )
      expect(clamps).toHaveLength(sheet.overruns)
      expect(clamps[0]).toMatch(
        /^warning: line \d+: end \d+:\d\d(:\d\d)? runs into the next song in this video \(line \d+ at [\d:]+\); clamped to [\d:]+$/,
      )
      const respellings = imported.stderr.filter((line) => line.startsWith('note: '))
      expect(respellings).toHaveLength(sheet.respelt)

      // data:check passes the folder as the import left it.
      const checked = await runTool(async (args) => dataCheck(args), ['--content', paths.content])
      expectOnlyUnrelatedSpellings(checked.stderr)
      expect(checked.code).toBe(0)

      // One entry per song, in the spelling it was first written in; the others are its aliases,
      // and every performance is written as its entry.
      const data = readSongData(paths.content)
      const distinct = new Set(archive.flatMap((s) => s.songList.map((song) => songKey(song))))
      expect(data.catalogue.songs).toHaveLength(before.catalogue.songs.length + distinct.size)
      const firstSpelling = new Map<string, string>()
      for (const song of archive.flatMap((s) => s.songList))
        if (!firstSpelling.has(songKey(song))) firstSpelling.set(songKey(song), song.songName)
      const entries = new Map(
        data.catalogue.songs.map((song) => [
          songKey({ songName: song.title, singer: song.artist }),
          song,
        ]),
      )
      for (const [key, title] of firstSpelling) expect(entries.get(key)?.title).toBe(title)
      const newEntries = data.catalogue.songs.slice(before.catalogue.songs.length)
      const aliased = newEntries.filter((song) => song.aliases?.length)
      expect(aliased.length).toBeGreaterThan(20)
      for (const song of aliased)
        for (const alias of song.aliases!)
          expect(songKey({ songName: alias, singer: song.artist })).toBe(
            songKey({ songName: song.title, singer: song.artist }),
          )
      const sung = data.streams.flatMap((s) => s.songList)
      expect(sung).toHaveLength(before.streams.flatMap((s) => s.songList).length + performances)
      for (const song of sung) expect(entries.get(songKey(song))?.title).toBe(song.songName)

      // The build's song-data step reads the folder as the build does and packs it for the page.
      const { code } = await callLoad(
        packedSongListPlugin(paths.content),
        '\0virtual:song-data/packed-song-list',
      )
      const { packedSongList } = await importEmitted<{ packedSongList: PackedSongList }>(code ?? '')
      const { model } = unpackSongList(packedSongList)
      expect(model.songs).toHaveLength(data.catalogue.songs.length)
      expect(model.streams.flatMap((s) => s.performances)).toHaveLength(sung.length)
      const withAliases = model.songs.find((song) => song.songName === aliased[0]!.title)
      expect(withAliases?.titleSearch.aliases).toEqual(aliased[0]!.aliases)
      expect(JSON.parse(readFileSync(join(paths.content, 'songs.json'), 'utf8')).songs).toEqual(
        data.catalogue.songs,
      )
    },
  )
})
