import { type CatalogueSong, catalogueSongKey } from '#build-src/archive-files/song-catalogue.ts'
import { songKey } from '#src/shared/song-model/keys/song-key.ts'
import { withAddressesOf } from '#tools/add-streams/same-song.ts'

/**
 * After a correction moved a performance to another song (`to`, its title and artist as now
 * written), the catalogue entries it left unsung (`removed`) give their page addresses to that
 * song's entry as old ones, so a corrected title's old page redirects to its new one. An artist
 * filled in where it was unknown ('') changes no title: a new entry keeps that page's address.
 */
export function carryAddresses(
  songs: readonly CatalogueSong[],
  removed: readonly CatalogueSong[],
  to: { songName: string; singer: string } | undefined,
): { songs: CatalogueSong[]; carried: { from: CatalogueSong; to: CatalogueSong }[] } {
  const given = removed.filter((song) => song.slug !== undefined || song.oldSlugs !== undefined)
  const key = to && songKey(to)
  const at = songs.findIndex((song) => catalogueSongKey(song) === key)
  const target = songs[at]
  if (given.length === 0 || !target) return { songs: [...songs], carried: [] }
  const unknown =
    target.slug === undefined
      ? given.find((song) => song.artist === '' && song.title === target.title && song.slug)
      : undefined
  const { title, artist, ...rest } = target
  const kept = unknown ? { title, artist, slug: unknown.slug, ...rest } : target
  return {
    songs: songs.with(at, withAddressesOf(kept, given)),
    carried: given.filter((from) => from !== unknown).map((from) => ({ from, to: kept })),
  }
}
