import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import catalogueSchema from '../../schemas/songs.schema.json' with { type: 'json' }
import { schemaChecker } from '../../src/shared/song-model/schema-check'
import type { CatalogueSong, SongCatalogue } from '../../src/shared/song-model/song-catalogue.gen'
import type { RawStream } from '../../src/shared/song-model/stream-file.gen'
import { songKey } from '../../src/shared/song-model/song-key'
import { decodeUtf8 } from '../utf8-text'
import { displayPath } from './stream-files'

export type { CatalogueSong, SongCatalogue }

/** A catalogue entry's song key: the same song as the performances with its title and artist. */
export const catalogueSongKey = (song: CatalogueSong) =>
  songKey({ songName: song.title, singer: song.artist })

/** The song catalogue of a content folder. */
export const catalogueFile = (contentDir: string) => join(contentDir, 'songs.json')

const checkCatalogue = schemaChecker(catalogueSchema)

/** `['songs', 3, 'reading']` as `songs[3].reading`, the way the stream files' messages name fields. */
const fieldPath = (path: readonly (string | number)[]) =>
  path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${part}`))
    .join('')

/** Reads and checks the catalogue; problems name the file and the field, and are never thrown. */
export function readCatalogue(contentDir: string): {
  catalogue: SongCatalogue
  file: string
  problems: string[]
} {
  const file = catalogueFile(contentDir)
  const shown = displayPath(file)
  const empty = { songs: [] }
  if (!existsSync(file)) return { catalogue: empty, file, problems: [`${shown}: no such file`] }
  const decoded = decodeUtf8(readFileSync(file))
  if ('badLine' in decoded)
    return {
      catalogue: empty,
      file,
      problems: [`${shown}: line ${decoded.badLine} is not valid UTF-8`],
    }
  let content: unknown
  try {
    content = JSON.parse(decoded.text)
  } catch (error) {
    return {
      catalogue: empty,
      file,
      problems: [`${shown}: not valid JSON: ${(error as Error).message}`],
    }
  }
  const shapeProblems = checkCatalogue(content)
  if (shapeProblems.length > 0)
    return {
      catalogue: empty,
      file,
      problems: shapeProblems.map(
        ({ path, message }) => `${shown} ${fieldPath(path) || '(top level)'}: ${message}`,
      ),
    }
  // The schema has checked the whole shape.
  const catalogue = content as SongCatalogue
  const problems: string[] = []
  const seen = new Map<string, number>()
  catalogue.songs.forEach((song, i) => {
    const key = catalogueSongKey(song)
    const first = seen.get(key)
    if (first === undefined) seen.set(key, i)
    else
      problems.push(
        `${shown} songs[${i}]: the same song as songs[${first}] (${song.title} / ${song.artist})`,
      )
  })
  const artists = new Set<string>()
  catalogue.artists?.forEach((artist, i) => {
    if (artists.has(artist.name))
      problems.push(`${shown} artists[${i}]: ${artist.name} is listed twice`)
    artists.add(artist.name)
  })
  return { catalogue, file, problems }
}

/**
 * Every song sung is in the catalogue and every catalogue entry is sung, so the catalogue is the
 * list of the site's songs. Songs are matched as the site matches them (see song-key).
 */
export function checkCatalogueCoversStreams(
  catalogue: SongCatalogue,
  streams: readonly RawStream[],
  file: string,
): string[] {
  const shown = displayPath(file)
  const listed = new Set(catalogue.songs.map(catalogueSongKey))
  const sung = new Set<string>()
  const problems: string[] = []
  for (const stream of streams) {
    for (const song of stream.songList) {
      const key = songKey(song)
      if (!listed.has(key) && !sung.has(key))
        problems.push(
          `${shown}: no entry for "${song.songName}" / "${song.singer}" (sung on ${stream.date}); add { "title": ${JSON.stringify(song.songName)}, "artist": ${JSON.stringify(song.singer)} }`,
        )
      sung.add(key)
    }
  }
  catalogue.songs.forEach((song, i) => {
    if (!sung.has(catalogueSongKey(song)))
      problems.push(
        `${shown} songs[${i}]: "${song.title}" / "${song.artist}" is not sung in any stream file`,
      )
  })
  return problems
}

/** A catalogue listing every song of `streams` once, as first written, with nothing added. */
export function catalogueOf(streams: readonly RawStream[]): SongCatalogue {
  const songs = new Map<string, CatalogueSong>()
  for (const song of streams.flatMap((stream) => stream.songList)) {
    const key = songKey(song)
    if (!songs.has(key)) songs.set(key, { title: song.songName.trim(), artist: song.singer.trim() })
  }
  return { songs: [...songs.values()] }
}
