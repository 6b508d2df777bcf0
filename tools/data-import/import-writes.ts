// The files an import writes: new streams through the same step as setlist:add, and with
// --replace the archive's stream files the sheet holds again, rewritten in place.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import {
  catalogueFile,
  type CatalogueSong,
  type SongCatalogue,
} from '#build-src/archive-files/song-catalogue.ts'
import { streamsDir } from '#build-src/archive-files/stream-files.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { byCodePoint } from '#src/shared/song-model/text/compare.ts'
import { parseStreamDate } from '#src/shared/song-model/time/stream-date.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'
import { catalogueFor, catalogueTextWithSongs } from '#tools/add-streams/catalogue-additions.ts'
import { newStreamFiles, streamFileText } from '#tools/add-streams/new-stream-files.ts'
import { type Respelling, spellAsCatalogue } from '#tools/add-streams/same-song.ts'
import type { FileWrite } from '#tools/lib/write-files.ts'

import type { ArchiveStream, PlannedStream } from './import-plan.ts'

/** What became of one stream of the sheet, and the file it is in. */
export interface Outcome {
  kind: 'added' | 'already-there' | 'replaced' | 'unchanged'
  stream: RawStream
  path: string
}

export interface ImportWrites {
  writes: FileWrite[]
  outcomes: Outcome[]
  /** Songs new to the catalogue, and songs it loses because a replaced stream no longer sings them. */
  added: CatalogueSong[]
  removed: CatalogueSong[]
  /** Songs written in the catalogue's spelling, each with its row's line in the sheet. */
  respelled: { line: number; change: Respelling }[]
  /** Every stream of the archive once the import is written, in the site's order. */
  streams: RawStream[]
}

const videoOf = (song: RawStream['songList'][number]) => parseVideoLink(song.songLink)?.videoId

/**
 * The archive's stream with the sheet's songs in place of its songs of the same videos (a stream
 * over several videos keeps those the sheet does not hold), and the sheet's title and type. The
 * day and whether the stream and its date show are the file's.
 */
function replacedEntry(old: RawStream, sheet: readonly PlannedStream[]): RawStream {
  const byVideo = new Map(sheet.map((planned) => [planned.videoId, planned.entry.songList]))
  const placed = new Set<string>()
  const songList = old.songList.flatMap((song) => {
    const videoId = videoOf(song) ?? ''
    const fresh = byVideo.get(videoId)
    if (!fresh) return [song]
    if (placed.has(videoId)) return []
    placed.add(videoId)
    return fresh
  })
  const request = sheet.some((planned) => planned.entry.category === 'request')
  return {
    date: old.date,
    streamName: sheet[0]!.entry.streamName,
    showList: old.showList,
    showDate: old.showDate,
    ...(request ? { category: 'request' as const } : {}),
    songList,
  }
}

export async function importWrites(
  content: string,
  planned: readonly PlannedStream[],
  archive: readonly ArchiveStream[],
  catalogue: SongCatalogue,
  options: { replace: boolean; readings: ReadonlyMap<string, string> },
): Promise<ImportWrites> {
  const folder = streamsDir(content)
  // The streams the import writes, in the catalogue's spelling of each song (same-song.ts).
  const writing = planned.filter((stream) => stream.existing === undefined || options.replace)
  const spelt = spellAsCatalogue(
    catalogue.songs,
    writing.map((stream) => stream.entry),
    options.readings,
  )
  const respelled = spelt.respelled.map((change) => ({
    line: writing[change.stream]!.rows[change.song]!.line,
    change,
  }))
  const speltEntry = new Map(writing.map((stream, i) => [stream, spelt.streams[i]!]))
  const sheet = planned.map((stream) => ({
    ...stream,
    entry: speltEntry.get(stream) ?? stream.entry,
  }))
  const spelledCatalogue: SongCatalogue = { ...catalogue, songs: spelt.songs }
  const fresh = sheet.filter((stream) => stream.existing === undefined)
  // Every song is in the spelt catalogue already: these are the stream files alone.
  const created = await newStreamFiles(
    content,
    fresh.map((stream) => stream.entry),
    spelledCatalogue,
  )
  const outcomes: Outcome[] = fresh.map((stream, i) => ({
    kind: 'added',
    stream: stream.entry,
    path: created.streamFiles[i]!,
  }))
  const again = new Map<string, PlannedStream[]>()
  for (const stream of sheet) {
    if (stream.existing !== undefined)
      again.set(stream.existing, [...(again.get(stream.existing) ?? []), stream])
  }
  const replaced: FileWrite[] = []
  const streamsAfter = archive.map(({ name, stream }) => {
    const fromSheet = again.get(name)
    if (!fromSheet) return stream
    const path = join(folder, name)
    if (!options.replace) {
      outcomes.push({ kind: 'already-there', stream, path })
      return stream
    }
    const entry = replacedEntry(stream, fromSheet)
    const text = streamFileText(folder, entry)
    const changed = text !== readFileSync(path, 'utf8')
    outcomes.push({ kind: changed ? 'replaced' : 'unchanged', stream: entry, path })
    if (changed) replaced.push({ path, text })
    return entry
  })
  const archiveAfter = [...streamsAfter, ...fresh.map((stream) => stream.entry)]
  // A replaced stream may no longer sing a song: the catalogue loses it.
  const after =
    replaced.length === 0
      ? { songs: spelt.songs, removed: [] }
      : catalogueFor(spelledCatalogue, archiveAfter)
  const catalogueChanged =
    spelt.added.length > 0 ||
    spelt.respelled.some((change) => change.alias !== null) ||
    after.removed.length > 0
  const songsFile = catalogueFile(content)
  const catalogueWrite = catalogueChanged
    ? [
        {
          path: songsFile,
          text: await catalogueTextWithSongs(readFileSync(songsFile, 'utf8'), after.songs),
        },
      ]
    : []
  return {
    writes: [...created.writes, ...replaced, ...catalogueWrite],
    outcomes,
    added: spelt.added,
    removed: after.removed,
    respelled,
    // A stable sort by day: a new stream's file is named after the day's others (-2, -3).
    streams: [...archiveAfter].sort((a, b) =>
      byCodePoint(parseStreamDate(a.date) ?? '', parseStreamDate(b.date) ?? ''),
    ),
  }
}
