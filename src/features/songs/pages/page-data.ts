import { notFound } from '@tanstack/react-router'

import type { HeadMatch, MemberHead } from '#src/shared/seo/page-head.ts'
import type { SongListData } from '#src/shared/song-data/song-list-build.ts'
import { loadSongListData } from '#src/shared/song-data/song-list-data.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import type { Song, SongModel, Stream } from '#src/shared/song-model/song-model.ts'

import { songPageHead, streamPageHead } from './page-heads.ts'

// Built once per data: a prerender of thousands of pages looks each one up in a map.
const songsBySlug = new WeakMap<SongListData, Map<string, Song>>()
const streamsBySlug = new WeakMap<SongListData, Map<string, Stream>>()

function lookup<T>(
  cache: WeakMap<SongListData, Map<string, T>>,
  data: SongListData,
  entries: () => [string, T][],
): Map<string, T> {
  let map = cache.get(data)
  if (!map) {
    map = new Map(entries())
    cache.set(data, map)
  }
  return map
}

export interface SongPageData {
  song: Song
  model: SongModel
  head: MemberHead
}

/** The song whose page `slug` is, and its head; an unknown one is the locale's 404 page. */
export async function loadSongPage(
  slug: string,
  context: HeadMatch['context'],
): Promise<SongPageData> {
  const data = await loadSongListData()
  const songs = lookup(songsBySlug, data, () => data.model.songs.map((s) => [s.slug, s]))
  // An address typed or pasted may come decomposed; slugs are stored composed.
  const song = songs.get(slug.normalize('NFC'))
  if (!song) throw notFound()
  return { song, model: data.model, head: songPageHead(song, context) }
}

export interface StreamPageData {
  stream: Stream
  model: SongModel
  head: MemberHead
}

/** The stream whose file is `<slug>.json`, and its head; an unknown one is the locale's 404 page. */
export async function loadStreamPage(
  slug: string,
  context: HeadMatch['context'],
): Promise<StreamPageData> {
  const data = await loadSongListData()
  const streams = lookup(streamsBySlug, data, () =>
    data.model.streams.map((s) => [streamSlug(s.file), s]),
  )
  const stream = streams.get(slug)
  if (!stream) throw notFound()
  return { stream, model: data.model, head: streamPageHead(stream, context) }
}
