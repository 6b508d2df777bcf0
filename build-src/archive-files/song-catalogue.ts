import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { decodeUtf8 } from '#build-src/utf8-text.ts'
import catalogueSchema from '#schemas/songs.schema.json' with { type: 'json' }
import { appendAll } from '#src/lib/arrays.ts'
import { schemaChecker } from '#src/shared/song-model/checks/schema-check.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import { assignSongSlugs, isSlug, slugify } from '#src/shared/song-model/keys/song-slug.ts'
import type {
  CatalogueSong,
  SongCatalogue,
} from '#src/shared/song-model/schema-types/song-catalogue.gen.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

import { displayPath } from './stream-files.ts'

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
  appendAll(problems, slugProblems(catalogue.songs, shown))
  return { catalogue, file, problems }
}

/**
 * The page addresses a schema cannot check: each stored one in slugify's form and one song's
 * alone, and an old one (a redirect) never a song's current address nor another song's old one.
 * A song without a stored slug is fine: the build derives it the way `--fix` would write it.
 */
function slugProblems(songs: readonly CatalogueSong[], shown: string): string[] {
  const problems: string[] = []
  const current = new Map<string, number>()
  assignSongSlugs(songs).forEach((slug, i) => {
    if (!current.has(slug)) current.set(slug, i)
  })
  const form = (field: string, slug: string) => {
    if (!isSlug(slug))
      problems.push(
        `${field}: ${JSON.stringify(slug)} is not a page address as npm run data:check -- --fix writes it (${JSON.stringify(slugify(slug))})`,
      )
  }
  const old = new Map<string, number>()
  songs.forEach((song, i) => {
    if (song.slug !== undefined) {
      const field = `${shown} songs[${i}].slug`
      form(field, song.slug)
      const first = current.get(song.slug)!
      if (first !== i)
        problems.push(
          `${field}: ${JSON.stringify(song.slug)} is songs[${first}]'s page address too`,
        )
    }
    song.oldSlugs?.forEach((slug, j) => {
      const field = `${shown} songs[${i}].oldSlugs[${j}]`
      form(field, slug)
      const owner = current.get(slug)
      if (owner !== undefined)
        problems.push(
          `${field}: ${JSON.stringify(slug)} is ${owner === i ? "this song's" : `songs[${owner}]'s`} page address now, so it cannot redirect`,
        )
      const listed = old.get(slug)
      if (listed === undefined) old.set(slug, i)
      else if (listed !== i)
        problems.push(`${field}: ${JSON.stringify(slug)} is an old address of songs[${listed}] too`)
    })
  })
  return problems
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
