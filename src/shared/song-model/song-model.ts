import { noSearchAids, searchableText, type SearchAids } from '#src/shared/search/search-aids.ts'
import { foldForSearch, type HanForms } from '#src/shared/search/search-fold.ts'
import type { SearchableText } from '#src/shared/search/search-match.ts'

import { splitArtists } from './artists.ts'
import { type CheckedStream, formatValidationIssue, validateStreams } from './checks/validate.ts'
import { markDebutsAndSungOnce } from './debuts.ts'
import { songKey } from './keys/song-key.ts'
import { slugify } from './keys/song-slug.ts'
import { streamFileName } from './keys/stream-file-name.ts'
import type { RawStream } from './schema-types/stream-file.gen.ts'
import { byCodePoint } from './text/compare.ts'
import { resolveEnds } from './time/segments.ts'
import { parseSongTime } from './time/song-time.ts'
import { parseStreamDate } from './time/stream-date.ts'
import { canonicalVideoLink, parseVideoLink } from './time/video-link.ts'

/** `request` marks a song-request stream; a stream file that names none is `general`. */
export type StreamCategory = NonNullable<RawStream['category']>

export interface Performance {
  /** `streamIndex.songIndex` in the data file: stable for keys and tests. */
  id: string
  streamId: string
  streamName: string
  /** The stream's file in the content folder's `streams/`, and the song's index in its songList. */
  streamFile: string
  songIndex: number
  songKey: string
  /** Its song's page address (the song's `slug`). */
  songSlug: string
  songName: string
  /** The original artist; '' when no one knows it yet (shown as unknown, one song per title). */
  singer: string
  isoDate: string
  /** False when the stream's or the song's `showDate` hides the date. */
  dateVisible: boolean
  category: StreamCategory
  startSeconds: number
  /** Where its segment ends: written, else the next start in its video; null plays to the end. */
  endSeconds: number | null
  videoId: string
  /** 1-based position of the video within its stream (streams may span several videos). */
  videoNumber: number
  /** `https://www.youtube.com/watch?v=ID&t=Ns`, without tracking parameters. */
  link: string
  /** Its song's first performance in the archive (初披露): see `markDebutsAndSungOnce`. */
  debut: boolean
  /** Its song's only performance in the archive (一度だけ歌った曲): see `markDebutsAndSungOnce`. */
  sungOnce: boolean
  /** The song's title and artist as search sees them (shared with the song). */
  titleSearch: SearchableText
  singerSearch: SearchableText
}

export interface Stream {
  id: string
  /** Its file in the content folder's `streams/` (`2025-03-09-2.json`). */
  file: string
  isoDate: string
  dateVisible: boolean
  name: string
  category: StreamCategory
  videoCount: number
  performances: Performance[]
}

export interface Song {
  key: string
  /** Its page's address, `/songs/<slug>`: the catalogue's (see song-slug), else its title's. */
  slug: string
  songName: string
  /** As its performances': '' for an unknown artist, who has no `artists`. */
  singer: string
  artists: string[]
  titleSearch: SearchableText
  singerSearch: SearchableText
  /** Reading, else the folded title: the Japanese title order's key (see song-filter's `titleOrder`). */
  sortKey: string
  /** Newest first. */
  performances: Performance[]
  /** Newest date among performances whose date is shown, or null. */
  lastSungIso: string | null
}

export interface SongModel {
  /** Newest first; streams with `showList: false` are left out. */
  streams: Stream[]
  songs: Song[]
  performanceCount: number
  /** Every individual artist, in title order. */
  artists: string[]
  /** Dates of streams whose date is shown, newest first, without repeats. */
  streamDates: string[]
  /** Character forms queries are folded with (see search-fold). */
  hanForms: HanForms
}

/** A performance before its song is known: search fields and page address come from the song. */
type PerformanceDraft = Omit<Performance, 'titleSearch' | 'singerSearch' | 'songSlug'> &
  Partial<Pick<Performance, 'titleSearch' | 'singerSearch' | 'songSlug'>>

interface StreamDraft extends Omit<Stream, 'performances'> {
  performances: PerformanceDraft[]
}

/** The names `setlist:add` gives: by date, numbered in data order within a day. */
function defaultFileNames(raw: RawStream[]): string[] {
  const perDay = new Map<string, number>()
  return raw.map((entry) => {
    const isoDate = parseStreamDate(entry.date) ?? ''
    const sequence = (perDay.get(isoDate) ?? 0) + 1
    perDay.set(isoDate, sequence)
    return streamFileName(isoDate, sequence)
  })
}

function buildStreams(raw: RawStream[], fileNames: readonly string[]): StreamDraft[] {
  // Titles and singers recur across streams: each distinct text is folded once.
  const folded = new Map<string, string>()
  const fold = (text: string) => {
    let result = folded.get(text)
    if (result === undefined) {
      result = foldForSearch(text)
      folded.set(text, result)
    }
    return result
  }
  const streams: StreamDraft[] = []
  raw.forEach((entry, streamIndex) => {
    if (!entry.showList) return
    const isoDate = parseStreamDate(entry.date) ?? ''
    const category = entry.category ?? 'general'
    const file = fileNames[streamIndex] ?? ''
    const videoIds: string[] = []
    const explicitEnds = entry.songList.map((song) =>
      song.songEndTime === undefined ? null : parseSongTime(song.songEndTime),
    )
    const drafts = entry.songList.map((song, songIndex): PerformanceDraft => {
      const link = parseVideoLink(song.songLink)
      const videoId = link?.videoId ?? ''
      if (!videoIds.includes(videoId)) videoIds.push(videoId)
      const startSeconds = parseSongTime(song.songTime) ?? 0
      return {
        id: `${streamIndex}.${songIndex}`,
        streamId: String(streamIndex),
        streamName: entry.streamName,
        streamFile: file,
        songIndex,
        songKey: songKey(song, fold),
        songName: song.songName.trim(),
        singer: song.singer.trim(),
        isoDate,
        dateVisible: entry.showDate && song.showDate,
        category,
        startSeconds,
        endSeconds: null,
        videoId,
        videoNumber: videoIds.indexOf(videoId) + 1,
        link: canonicalVideoLink(videoId, startSeconds),
        debut: false,
        sungOnce: false,
      }
    })
    const ends = resolveEnds(drafts, explicitEnds)
    const performances = drafts.map((p, i) => ({ ...p, endSeconds: ends[i] ?? null }))
    streams.push({
      id: String(streamIndex),
      file,
      isoDate,
      dateVisible: entry.showDate,
      name: entry.streamName,
      category,
      videoCount: videoIds.length,
      performances,
    })
  })
  // Newest first; a later entry on the same day counts as newer.
  return streams.sort((a, b) => byCodePoint(b.isoDate, a.isoDate) || Number(b.id) - Number(a.id))
}

function groupSongs(
  drafts: StreamDraft[],
  aids: SearchAids,
  slugs: ReadonlyMap<string, string>,
): { streams: Stream[]; songs: Song[] } {
  const songs = new Map<string, Song>()
  // Artists recur across songs: each is made searchable once and shared.
  const singers = new Map<string, SearchableText>()
  const singerSearch = (text: string) => {
    let field = singers.get(text)
    if (!field) {
      field = searchableText(text, aids)
      singers.set(text, field)
    }
    return field
  }
  for (const stream of drafts) {
    for (const p of stream.performances) {
      let song = songs.get(p.songKey)
      if (!song) {
        const titleSearch = searchableText(p.songName, aids, aids.aliases.get(p.songKey))
        song = {
          key: p.songKey,
          slug: slugs.get(p.songKey) ?? slugify(p.songName),
          songName: p.songName,
          singer: p.singer,
          artists: splitArtists(p.singer),
          titleSearch,
          singerSearch: singerSearch(p.singer),
          sortKey: titleSearch.reading || foldForSearch(p.songName),
          performances: [],
          lastSungIso: null,
        }
        songs.set(p.songKey, song)
      }
      p.titleSearch = song.titleSearch
      p.singerSearch = song.singerSearch
      p.songSlug = song.slug
      song.performances.push(p as Performance)
      if (p.dateVisible && (song.lastSungIso === null || p.isoDate > song.lastSungIso)) {
        song.lastSungIso = p.isoDate
      }
    }
  }
  // Every draft now has its song's search fields and page address.
  return { streams: drafts as Stream[], songs: [...songs.values()] }
}

/**
 * Normalises the raw data once; `fileNames` are the streams' files, else the names setlist:add
 * would give them; `slugs`, by song key, the catalogue's page addresses. Throws, naming every bad
 * entry, when the data is invalid.
 */
export function buildSongModel(
  raw: RawStream[],
  aids: SearchAids = noSearchAids,
  fileNames?: readonly string[],
  slugs: ReadonlyMap<string, string> = new Map(),
): SongModel {
  const issues = validateStreams(raw)
  if (issues.length > 0) {
    throw new Error(`Invalid song data:\n${issues.map(formatValidationIssue).join('\n')}`)
  }
  // Every entry has just passed the checks.
  return modelOfCheckedStreams(raw as CheckedStream[], aids, fileNames, slugs)
}

/**
 * The model of streams checked already, each as its file was read (the build's: readStreamFiles),
 * so the build checks every entry once; the arguments as `buildSongModel`'s.
 */
export function modelOfCheckedStreams(
  raw: CheckedStream[],
  aids: SearchAids = noSearchAids,
  fileNames?: readonly string[],
  slugs: ReadonlyMap<string, string> = new Map(),
): SongModel {
  const drafts = buildStreams(raw, fileNames ?? defaultFileNames(raw))
  const { streams, songs } = groupSongs(drafts, aids, slugs)
  markDebutsAndSungOnce(songs)
  // Each name is folded once, not at every comparison of the sort.
  const artists = [...new Set(songs.flatMap((s) => s.artists))]
    .map((name) => ({ name, key: foldForSearch(name) }))
    .sort((a, b) => byCodePoint(a.key, b.key))
    .map(({ name }) => name)
  const streamDates = [...new Set(streams.filter((s) => s.dateVisible).map((s) => s.isoDate))]
  return {
    streams,
    songs,
    performanceCount: streams.reduce((n, s) => n + s.performances.length, 0),
    artists,
    streamDates,
    hanForms: aids.forms,
  }
}
