import type { StreamCategory } from './raw-types'
import { hanFormsFromPairs } from './search-fold'
import type { SearchableText } from './search-match'
import type { SongSort } from './song-filter'
import type { SongListData } from './song-list-build'
import type { Performance, Song, Stream } from './song-model'
import { implicitEnds } from './segments'
import { streamFileName, streamFileSequence } from './stream-file-name'
import { canonicalVideoLink } from './video-link'

/**
 * A performance: its song (index into `songs`), start, 1-based video number in its stream and
 * whether its date shows; then its own title and singer where they differ from the song's.
 */
type PackedPerformance =
  | [song: number, startSeconds: number, videoNumber: number, dateVisible: 0 | 1]
  | [song: number, startSeconds: number, videoNumber: number, dateVisible: 0 | 1, name: string]
  | [
      song: number,
      startSeconds: number,
      videoNumber: number,
      dateVisible: 0 | 1,
      name: string | null,
      singer: string,
    ]

type PackedStream = [
  id: string,
  isoDate: string,
  dateVisible: boolean,
  name: string,
  category: StreamCategory,
  /** Video ids in order of first appearance: a performance's video number indexes it. */
  videos: string[],
  performances: PackedPerformance[],
  /** The number of the day in its file's name, left out for the day's first (`<date>.json`). */
  sequence?: number,
  /** Segment ends that differ from the next start in the same video, by performance index. */
  ends?: Record<number, number | null>,
]

/** A searchable text's key, reading, romaji, pinyin and aliases, trailing empty ones left out. */
type PackedSearch = [
  key: string,
  reading?: string,
  romaji?: string,
  pinyin?: string,
  aliases?: string[],
]

type PackedSong = [
  key: string,
  songName: string,
  singer: string,
  artists: string[],
  title: PackedSearch,
  sortKey: string,
  lastSungIso: string | null,
]

/**
 * The song list as plain JSON, with each song written once and everything derivable left out.
 * The build makes it from the raw data, so the page only unpacks it: no link parsing, no
 * folding, no sorting while the song list starts.
 */
export interface PackedSongList {
  songs: PackedSong[]
  /** Each artist text once, as search sees it. */
  singers: Record<string, PackedSearch>
  /** Variant and canonical character, pair after pair (see search-fold). */
  hanForms: string
  streams: PackedStream[]
  artists: string[]
  streamDates: string[]
  /** Song indices in each order of the song view. */
  order: Record<SongSort, number[]>
  topSongs: [song: number, count: number][]
  topArtists: [name: string, count: number][]
}

function packSearch({ key, reading, romaji, pinyin, aliases }: SearchableText): PackedSearch {
  const packed: PackedSearch = [key, reading, romaji, pinyin, [...aliases]]
  while (packed.length > 1) {
    const last = packed.at(-1)
    if (last !== '' && !(Array.isArray(last) && last.length === 0)) break
    packed.pop()
  }
  return packed
}

function unpackSearch(text: string, packed: PackedSearch): SearchableText {
  const [key, reading = '', romaji = '', pinyin = '', aliases = []] = packed
  return { text, key, reading, romaji, pinyin, aliases }
}

export function packSongList({ model, presorted, stats }: SongListData): PackedSongList {
  const indexOf = new Map(model.songs.map((song, i) => [song.key, i]))
  const songAt = (key: string) => {
    const index = indexOf.get(key)
    if (index === undefined) throw new Error(`A performance of an unknown song: ${key}`)
    return index
  }
  const performance = (p: Performance): PackedPerformance => {
    const songIndex = songAt(p.songKey)
    const song = model.songs[songIndex] as Song
    const head = [songIndex, p.startSeconds, p.videoNumber, p.dateVisible ? 1 : 0] as const
    if (p.singer !== song.singer)
      return [...head, p.songName === song.songName ? null : p.songName, p.singer]
    return p.songName === song.songName ? [...head] : [...head, p.songName]
  }
  const stream = (s: Stream): PackedStream => {
    const videos: string[] = []
    for (const p of s.performances) videos[p.videoNumber - 1] = p.videoId
    const implicit = implicitEnds(s.performances)
    const ends: Record<number, number | null> = {}
    s.performances.forEach((p, i) => {
      if (p.endSeconds !== implicit[i]) ends[i] = p.endSeconds
    })
    const packed = [
      s.id,
      s.isoDate,
      s.dateVisible,
      s.name,
      s.category,
      videos,
      s.performances.map(performance),
    ] as const
    const sequence = streamFileSequence(s.file) ?? 1
    if (streamFileName(s.isoDate, sequence) !== s.file)
      throw new Error(`A stream file named for another day: ${s.file} (${s.isoDate})`)
    if (Object.keys(ends).length > 0) return [...packed, sequence, ends]
    return sequence === 1 ? [...packed] : [...packed, sequence]
  }
  return {
    songs: model.songs.map((s) => [
      s.key,
      s.songName,
      s.singer,
      s.artists,
      packSearch(s.titleSearch),
      s.sortKey,
      s.lastSungIso,
    ]),
    singers: Object.fromEntries(model.songs.map((s) => [s.singer, packSearch(s.singerSearch)])),
    hanForms: [...model.hanForms].map(([variant, canonical]) => variant + canonical).join(''),
    streams: model.streams.map(stream),
    artists: model.artists,
    streamDates: model.streamDates,
    order: {
      last: presorted.last.map((row) => songAt(row.song.key)),
      title: presorted.title.map((row) => songAt(row.song.key)),
      count: presorted.count.map((row) => songAt(row.song.key)),
    },
    topSongs: stats.topSongs.map(({ song, count }) => [songAt(song.key), count]),
    topArtists: stats.topArtists.map(({ name, count }) => [name, count]),
  }
}

/** The song list again, with the objects shared as `buildSongListData` shares them. */
export function unpackSongList(packed: PackedSongList): SongListData {
  const singers = new Map(
    Object.entries(packed.singers).map(([text, search]) => [text, unpackSearch(text, search)]),
  )
  const songs: Song[] = packed.songs.map(
    ([key, songName, singer, artists, title, sortKey, lastSungIso]) => ({
      key,
      songName,
      singer,
      artists,
      titleSearch: unpackSearch(songName, title),
      singerSearch: singers.get(singer) ?? unpackSearch(singer, [singer]),
      sortKey,
      performances: [],
      lastSungIso,
    }),
  )
  const songAt = (index: number) => songs[index] as Song
  let performanceCount = 0
  const streams = packed.streams.map(
    ([
      id,
      isoDate,
      dateVisible,
      name,
      category,
      videos,
      performances,
      sequence = 1,
      ends = {},
    ]): Stream => {
      const file = streamFileName(isoDate, sequence)
      const videoOf = (videoNumber: number) => videos[videoNumber - 1] ?? ''
      const implicit = implicitEnds(
        performances.map(([, startSeconds, videoNumber]) => ({
          videoId: videoOf(videoNumber),
          startSeconds,
        })),
      )
      return {
        id,
        file,
        isoDate,
        dateVisible,
        name,
        category,
        videoCount: videos.length,
        performances: performances.map(
          ([index, startSeconds, videoNumber, shown, title, singer], i) => {
            const song = songAt(index)
            const videoId = videoOf(videoNumber)
            const p: Performance = {
              id: `${id}.${i}`,
              streamId: id,
              streamName: name,
              streamFile: file,
              songIndex: i,
              songKey: song.key,
              songName: title ?? song.songName,
              singer: singer ?? song.singer,
              isoDate,
              dateVisible: shown === 1,
              category,
              startSeconds,
              endSeconds: i in ends ? (ends[i] ?? null) : (implicit[i] ?? null),
              videoId,
              videoNumber,
              link: canonicalVideoLink(videoId, startSeconds),
              titleSearch: song.titleSearch,
              singerSearch: song.singerSearch,
            }
            song.performances.push(p)
            performanceCount++
            return p
          },
        ),
      }
    },
  )
  const rows = songs.map((song) => ({
    song,
    performances: song.performances,
    lastSungIso: song.lastSungIso,
  }))
  const ordered = (indices: number[]) => indices.map((i) => rows[i] as (typeof rows)[number])
  return {
    model: {
      streams,
      songs,
      performanceCount,
      artists: packed.artists,
      streamDates: packed.streamDates,
      hanForms: hanFormsFromPairs(packed.hanForms),
    },
    presorted: {
      last: ordered(packed.order.last),
      title: ordered(packed.order.title),
      count: ordered(packed.order.count),
    },
    stats: {
      streams: streams.length,
      performances: performanceCount,
      songs: songs.length,
      topSongs: packed.topSongs.map(([index, count]) => ({ song: songAt(index), count })),
      topArtists: packed.topArtists.map(([name, count]) => ({ name, count })),
    },
  }
}
