// `data:check --fix`: mends, in the committed files, the quirks of real archives that the
// importing tools mend as they write (a zero-width character in a text, an end time that runs into
// the next song of its video, and one song listed in the catalogue under two spellings), writes
// the page address of each song that has none, as those tools do, and says what it changed. With
// --merge-artists it also writes each chosen title's artist one way (artist-spellings.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { catalogueFile, type CatalogueSong } from '#build-src/archive-files/song-catalogue.ts'
import { displayPath, streamFileNames, streamsDir } from '#build-src/archive-files/stream-files.ts'
import { removalNotice, removeZeroWidthIn } from '#src/shared/song-model/text/zero-width.ts'
import { endOverruns } from '#src/shared/song-model/time/end-times.ts'
import { parseSongTime } from '#src/shared/song-model/time/song-time.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'
import {
  type ArtistMerge,
  formatArtistMerge,
  mergedArtist,
  type SpelledTitle,
  spelledTitles,
  titlesToMerge,
} from '#tools/add-streams/artist-spellings.ts'
import { catalogueJson, withSlugs } from '#tools/add-streams/catalogue-additions.ts'
import {
  formatRespelling,
  isSpelling,
  mergeSameSongs,
  quoteSpelling,
  respellSongs,
} from '#tools/add-streams/same-song.ts'
import type { FileWrite } from '#tools/lib/write-files.ts'

export interface Mends {
  /** The files changed, whole, for `writeFilesAtomically`. */
  writes: FileWrite[]
  /** One line per change, naming the file and the field, the old value and the new. */
  changes: string[]
  /** The titles `--merge-artists=<title>` named that no title credited to several artists is. */
  unknownTitles: string[]
}

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A file's JSON, or null when it is not JSON at all (data:check names it). */
function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch {
    return null
  }
}

/** Files are written as the tools write them: two-space JSON and a final line break. */
const jsonText = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`

interface StreamFile {
  path: string
  content: Json
  songList: unknown[]
  changed: boolean
}

/** Each stream file that is a JSON object with a song list, in file-name order. */
function readStreamFiles(content: string): StreamFile[] {
  const folder = streamsDir(content)
  let names: string[]
  try {
    names = streamFileNames(folder)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const path = join(folder, name)
    const json = readJson(path)
    if (!isRecord(json) || !Array.isArray(json.songList)) return []
    return [{ path, content: json, songList: [...json.songList], changed: false }]
  })
}

/** Each text of the file without its zero-width characters: they only hide, so none is meant. */
function removeZeroWidthFrom(file: StreamFile, changes: string[]): void {
  const { value, removals } = removeZeroWidthIn({ ...file.content, songList: file.songList })
  if (removals.length === 0) return
  for (const { field, removed } of removals)
    changes.push(`${displayPath(file.path)} ${field}: ${removalNotice(removed)}`)
  file.content = value as Json
  file.songList = file.content.songList as unknown[]
  file.changed = true
}

const text = (song: unknown, field: string) =>
  isRecord(song) && typeof song[field] === 'string' ? song[field] : undefined

/** Ends that run into the next song of their video, ended where it starts (as written there). */
function clampEndTimes(file: StreamFile, changes: string[]): void {
  const timings = file.songList.map((song) => {
    const time = text(song, 'songTime')
    const end = text(song, 'songEndTime')
    const link = text(song, 'songLink')
    return {
      videoId: link === undefined ? null : parseVideoLink(link)?.videoId,
      start: time === undefined ? null : parseSongTime(time),
      end: end === undefined ? null : parseSongTime(end),
    }
  })
  for (const { index, next } of endOverruns(timings)) {
    const song = file.songList[index] as Json
    const nextTime = text(file.songList[next], 'songTime')!
    changes.push(
      `${displayPath(file.path)} songList[${index}].songEndTime: ${String(song.songEndTime)} ran into the next song in this video (songList[${next}] at ${nextTime}); now ${nextTime}`,
    )
    file.songList[index] = { ...song, songEndTime: nextTime }
    file.changed = true
  }
}

/**
 * The performances of the titles `merge` chooses credited to each one's kept spelling; the
 * titles, by title key, for the catalogue to follow, and the titles named that none is.
 */
function mergeArtistSpellings(
  streams: StreamFile[],
  merge: ArtistMerge,
  changes: string[],
): { merging: Map<string, SpelledTitle>; unknown: string[] } {
  const songs = streams.flatMap((file) => file.songList.filter(isSpelling))
  const chosen = titlesToMerge(spelledTitles(songs), merge)
  for (const file of streams)
    file.songList = file.songList.map((song, index) => {
      if (!isSpelling(song)) return song
      const singer = mergedArtist(song, chosen.merging)
      if (singer === null) return song
      changes.push(
        `${displayPath(file.path)} songList[${index}].singer: ${formatArtistMerge(song, singer)}`,
      )
      file.changed = true
      return { ...song, singer }
    })
  return chosen
}

const isSong = (song: unknown): song is CatalogueSong =>
  isRecord(song) &&
  typeof song.title === 'string' &&
  typeof song.artist === 'string' &&
  (song.slug === undefined || typeof song.slug === 'string') &&
  (song.oldSlugs === undefined ||
    (Array.isArray(song.oldSlugs) && song.oldSlugs.every((slug) => typeof slug === 'string')))

/**
 * The catalogue with one entry per song (the first spelling kept, the others its aliases), and
 * every performance of a merged song in that spelling; `given` itself when nothing merged.
 */
function mergeCatalogue(
  given: CatalogueSong[],
  shown: string,
  streams: StreamFile[],
  changes: string[],
): CatalogueSong[] {
  const { songs, merges, keys } = mergeSameSongs(given)
  if (merges.length === 0) return given
  const quote = (song: CatalogueSong) =>
    quoteSpelling({ songName: song.title, singer: song.artist })
  for (const merge of merges) {
    const aliases = merge.aliases.map((alias) => JSON.stringify(alias)).join(', ')
    const added = aliases === '' ? '' : `; aliases added: ${aliases}`
    const reading =
      merge.droppedReading === undefined
        ? ''
        : `; its reading ${JSON.stringify(merge.droppedReading)} was dropped`
    changes.push(
      `${shown} songs[${merge.merged}]: ${quote(merge.mergedSong)} merged into songs[${merge.kept}] ${quote(merge.keptSong)}, the same song${added}${reading}`,
    )
  }
  const { songLists, respelled } = respellSongs(
    songs,
    streams.map((file) => file.songList),
    keys,
  )
  for (const change of respelled) {
    const file = streams[change.stream]!
    changes.push(
      formatRespelling(`${displayPath(file.path)} songList[${change.song}]`, change, shown),
    )
    file.songList = songLists[change.stream]!
    file.changed = true
  }
  return songs
}

/**
 * The catalogue's entries of the merged titles credited as their performances now are; `given`
 * itself when none changes.
 */
function creditKeptArtists(
  given: CatalogueSong[],
  merging: ReadonlyMap<string, SpelledTitle>,
  shown: string,
  changes: string[],
): CatalogueSong[] {
  let changed = false
  const songs = given.map((song, index) => {
    const spelling = { songName: song.title, singer: song.artist }
    const artist = mergedArtist(spelling, merging)
    if (artist === null) return song
    changes.push(`${shown} songs[${index}].artist: ${formatArtistMerge(spelling, artist)}`)
    changed = true
    return { ...song, artist }
  })
  return changed ? songs : given
}

/**
 * The catalogue's texts without zero-width characters, the merged titles' artists as their
 * performances now have them, its entries of one song merged, then each without a page address
 * given one (the tools' way).
 */
async function mendCatalogue(
  content: string,
  streams: StreamFile[],
  merging: ReadonlyMap<string, SpelledTitle>,
  changes: string[],
): Promise<FileWrite[]> {
  const path = catalogueFile(content)
  const shown = displayPath(path)
  const { value: catalogue, removals } = removeZeroWidthIn(readJson(path))
  for (const { field, removed } of removals)
    changes.push(`${shown} ${field}: ${removalNotice(removed)}`)
  // Laid out as the other tools write it (catalogue-additions.ts), so format:check still passes.
  const textMended =
    removals.length === 0 ? [] : [{ path, text: await catalogueJson(catalogue as object) }]
  if (!isRecord(catalogue) || !Array.isArray(catalogue.songs)) return textMended
  const given: unknown[] = catalogue.songs
  // A catalogue the schema refuses is left to the checks: its entries may not be songs at all.
  if (!given.every(isSong)) return textMended
  // An entry credited as another of its title is the same song now: the merge below joins them.
  const credited = creditKeptArtists(given, merging, shown, changes)
  const merged = mergeCatalogue(credited, shown, streams, changes)
  const { songs, added } = withSlugs(merged)
  for (const { index, slug } of added)
    changes.push(`${shown} songs[${index}].slug: added ${JSON.stringify(slug)}`)
  if (merged === given && added.length === 0) return textMended
  return [{ path, text: await catalogueJson({ ...catalogue, songs }) }]
}

/**
 * What `--fix` changes in a content folder, not yet written: every text loses its zero-width
 * characters, every end time that runs into the next song of its video ends where that song
 * starts, the titles `merge` chooses are credited to one artist spelling each, the catalogue's
 * entries of one song become one, the streams following its spelling, and every entry without a
 * page address gets one. Files that are not JSON, and songs whose fields are not text, are left
 * as they are for the checks to name.
 */
export async function contentMends(
  content: string,
  merge: ArtistMerge = { oneArtist: false, titles: [] },
): Promise<Mends> {
  const streams = readStreamFiles(content)
  const changes: string[] = []
  for (const file of streams) {
    removeZeroWidthFrom(file, changes)
    clampEndTimes(file, changes)
  }
  const { merging, unknown } = mergeArtistSpellings(streams, merge, changes)
  const catalogueWrites = await mendCatalogue(content, streams, merging, changes)
  const streamWrites = streams
    .filter((file) => file.changed)
    .map((file) => ({
      path: file.path,
      text: jsonText({ ...file.content, songList: file.songList }),
    }))
  return { writes: [...streamWrites, ...catalogueWrites], changes, unknownTitles: unknown }
}
