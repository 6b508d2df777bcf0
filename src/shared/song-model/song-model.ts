import type { RawStream, StreamCategory } from './raw-types'
import { splitArtists } from './artists'
import { byCodePoint } from './compare'
import { foldForSearch } from './search-fold'
import { songKey } from './song-key'
import { parseSongTime } from './song-time'
import { parseStreamDate } from './stream-date'
import { formatValidationIssue, validateStreams } from './validate'
import { canonicalVideoLink, parseVideoLink } from './video-link'

export interface Performance {
  /** `streamIndex.songIndex` in the data file: stable for keys and tests. */
  id: string
  streamId: string
  streamName: string
  songKey: string
  songName: string
  singer: string
  isoDate: string
  /** False when the stream's or the song's `showDate` hides the date. */
  dateVisible: boolean
  category: StreamCategory
  startSeconds: number
  videoId: string
  /** 1-based position of the video within its stream (streams may span several videos). */
  videoNumber: number
  /** `https://www.youtube.com/watch?v=ID&t=Ns`, without tracking parameters. */
  link: string
  titleKey: string
  singerKey: string
}

export interface Stream {
  id: string
  isoDate: string
  dateVisible: boolean
  name: string
  category: StreamCategory
  videoCount: number
  performances: Performance[]
}

export interface Song {
  key: string
  songName: string
  singer: string
  artists: string[]
  /** Folded title and kana reading, separated so a query never matches across them. */
  titleKey: string
  singerKey: string
  /** Folded reading (or title) for title order: kana sort in gojūon order by code point. */
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
}

function buildStreams(raw: RawStream[]): Stream[] {
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
  const streams: Stream[] = []
  raw.forEach((entry, streamIndex) => {
    if (!entry.showList) return
    const isoDate = parseStreamDate(entry.date) ?? ''
    const category = entry.category ?? 'general'
    const videoIds: string[] = []
    const performances = entry.songList.map((song, songIndex): Performance => {
      const link = parseVideoLink(song.songLink)
      const videoId = link?.videoId ?? ''
      if (!videoIds.includes(videoId)) videoIds.push(videoId)
      const startSeconds = parseSongTime(song.songTime) ?? 0
      const reading = song.songKana ? fold(song.songKana) : ''
      const title = fold(song.songName)
      const singerKey = fold(song.singer)
      return {
        id: `${streamIndex}.${songIndex}`,
        streamId: String(streamIndex),
        streamName: entry.streamName,
        songKey: songKey(song, fold),
        songName: song.songName.trim(),
        singer: song.singer.trim(),
        isoDate,
        dateVisible: entry.showDate && song.showDate,
        category,
        startSeconds,
        videoId,
        videoNumber: videoIds.indexOf(videoId) + 1,
        link: canonicalVideoLink(videoId, startSeconds),
        titleKey: reading ? `${title}\u0000${reading}` : title,
        singerKey,
      }
    })
    streams.push({
      id: String(streamIndex),
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

function groupSongs(streams: Stream[]): Song[] {
  const songs = new Map<string, Song>()
  for (const stream of streams) {
    for (const p of stream.performances) {
      let song = songs.get(p.songKey)
      if (!song) {
        const reading = p.titleKey.split('\u0000')[1]
        song = {
          key: p.songKey,
          songName: p.songName,
          singer: p.singer,
          artists: splitArtists(p.singer),
          titleKey: p.titleKey,
          singerKey: p.singerKey,
          sortKey: reading ?? p.titleKey,
          performances: [],
          lastSungIso: null,
        }
        songs.set(p.songKey, song)
      } else if (!song.titleKey.includes('\u0000') && p.titleKey.includes('\u0000')) {
        // A reading given on any performance serves the whole song.
        song.titleKey = p.titleKey
        song.sortKey = p.titleKey.split('\u0000')[1] ?? song.sortKey
      }
      song.performances.push(p)
      if (p.dateVisible && (song.lastSungIso === null || p.isoDate > song.lastSungIso)) {
        song.lastSungIso = p.isoDate
      }
    }
  }
  const grouped = [...songs.values()]
  // A reading given on one performance lets a kana query find every performance of the song.
  for (const song of grouped) for (const p of song.performances) p.titleKey = song.titleKey
  return grouped
}

/** Normalises the raw data once. Throws, naming every bad entry, when the data is invalid. */
export function buildSongModel(raw: RawStream[]): SongModel {
  const issues = validateStreams(raw)
  if (issues.length > 0) {
    throw new Error(`Invalid song data:\n${issues.map(formatValidationIssue).join('\n')}`)
  }
  const streams = buildStreams(raw)
  const songs = groupSongs(streams)
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
  }
}
