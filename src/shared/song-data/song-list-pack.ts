import { runSteps, runStepsInSlices, type Steps } from '#src/lib/steps.ts'
import { type HanForms, hanFormsFromPairs } from '#src/shared/search/search-fold.ts'
import { splitArtists } from '#src/shared/song-model/artists.ts'
import { markDebutsAndSungOnce } from '#src/shared/song-model/debuts.ts'
import type { PresortedSongs } from '#src/shared/song-model/filter/song-filter.ts'
import { slugify } from '#src/shared/song-model/keys/song-slug.ts'
import type { Song } from '#src/shared/song-model/song-model.ts'

import {
  differences,
  type PackedPerformances,
  type PackedStreams,
  packStreams,
  sums,
  unpackingStreams,
} from './packed-streams.ts'
import {
  type PackedSongTexts,
  type PackedTexts,
  packTexts,
  unpackingSongTexts,
} from './packed-texts.ts'
import type { SongListData } from './song-list-build.ts'

/**
 * The song list as plain JSON, field by field so that like values stand together, each text
 * written once, numbers as small differences, and what the page works out cheaply left out: song
 * and search keys, artists, title-order keys, last dates, the list of dates (decision 006). The
 * build makes it from the raw data, so the page only unpacks it: no link parsing, no dictionary,
 * and no sorting but the title order of its language, when a fan first asks for it.
 */
export interface PackedSongList {
  /** The model's songs, each with the index of its singer. */
  songs: PackedSongTexts
  /** Each singer text once. */
  singers: PackedTexts
  /** Variant and canonical character, pair after pair (see search-fold). */
  hanForms: string
  streams: PackedStreams
  performances: PackedPerformances
  artists: string[]
  /**
   * Song indices by last date and by count, each less the one before. The title order is the
   * page's own, per language (see `titleOrder`).
   */
  order: Record<keyof PresortedSongs, number[]>
  topSongs: [song: number, count: number][]
  topArtists: [name: string, count: number][]
  /** The songs whose page address is not their title's (see song-slug): a few, not thousands. */
  slugs: [song: number, slug: string][]
}

export function packSongList({ model, presorted, stats }: SongListData): PackedSongList {
  const indexOf = new Map(model.songs.map((song, i) => [song.key, i]))
  const songAt = (key: string) => {
    const index = indexOf.get(key)
    if (index === undefined) throw new Error(`A performance of an unknown song: ${key}`)
    return index
  }
  const singers = [...new Map(model.songs.map((s) => [s.singer, s.singerSearch])).values()]
  const singerIndex = new Map(singers.map((field, i) => [field.text, i]))
  return {
    songs: {
      ...packTexts(model.songs.map((s) => s.titleSearch)),
      singer: model.songs.map((s) => singerIndex.get(s.singer) ?? -1),
    },
    singers: packTexts(singers),
    hanForms: [...model.hanForms].map(([variant, canonical]) => variant + canonical).join(''),
    ...packStreams(model.streams, model.songs, songAt),
    artists: model.artists,
    order: {
      last: differences(presorted.last.map((row) => songAt(row.song.key))),
      count: differences(presorted.count.map((row) => songAt(row.song.key))),
    },
    topSongs: stats.topSongs.map(({ song, count }) => [songAt(song.key), count]),
    topArtists: stats.topArtists.map(({ name, count }) => [name, count]),
    slugs: model.songs.flatMap((song, i): [number, string][] =>
      song.slug === slugify(song.songName) ? [] : [[i, song.slug]],
    ),
  }
}

/** The songs, with keys, artists and title-order keys worked out as the model builder does. */
function unpackingSongs(packed: PackedSongList, forms: HanForms): Steps<Song[]> {
  const artists = packed.singers.text.map(splitArtists)
  const slugs = new Map(packed.slugs)
  return unpackingSongTexts(
    packed.songs,
    packed.singers,
    forms,
    (titleSearch, singerSearch, folded, singerFolded, singer, i): Song => ({
      // songKey's format (song-key.ts) on texts folded already; importing it would split that
      // module into a chunk of its own on every song-data page's first load.
      key: `${folded}\u0000${singerFolded}`,
      slug: slugs.get(i) ?? slugify(titleSearch.text),
      songName: titleSearch.text,
      singer: singerSearch.text,
      artists: artists[singer] ?? [],
      titleSearch,
      singerSearch,
      sortKey: titleSearch.reading || folded,
      performances: [],
      lastSungIso: null,
    }),
  )
}

/** The song list again, with the objects shared as `buildSongListData` shares them. */
export function unpackSongList(packed: PackedSongList): SongListData {
  return runSteps(unpackingSongList(packed))
}

/**
 * The same in tasks of a few milliseconds: at 10,000 performances unpacking holds a phone's main
 * thread for about 0.4 s, which a tap or a key on the prerendered page would otherwise wait out.
 */
export function unpackSongListInSlices(packed: PackedSongList): Promise<SongListData> {
  return runStepsInSlices(unpackingSongList(packed))
}

function* unpackingSongList(packed: PackedSongList): Steps<SongListData> {
  const hanForms = hanFormsFromPairs(packed.hanForms)
  const songs = yield* unpackingSongs(packed, hanForms)
  const streams = yield* unpackingStreams(packed.streams, packed.performances, songs)
  markDebutsAndSungOnce(songs)
  const performanceCount = packed.performances.song.length
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
      streamDates: [...new Set(streams.filter((s) => s.dateVisible).map((s) => s.isoDate))],
      hanForms,
    },
    presorted: {
      last: ordered(sums(packed.order.last)),
      count: ordered(sums(packed.order.count)),
    },
    stats: {
      streams: streams.length,
      performances: performanceCount,
      songs: songs.length,
      topSongs: packed.topSongs.map(([index, count]) => ({ song: songs[index] as Song, count })),
      topArtists: packed.topArtists.map(([name, count]) => ({ name, count })),
    },
  }
}
