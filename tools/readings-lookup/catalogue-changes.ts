import type { CatalogueSong, SongCatalogue } from '#build-src/archive-files/song-catalogue.ts'
import { splitArtists } from '#src/shared/song-model/artists.ts'
import type { ProposedReading } from '#src/shared/song-model/schema-types/song-catalogue.gen.ts'
import { catalogueJson } from '#tools/add-streams/catalogue-additions.ts'

import { refusal } from './catalogue-rules.ts'
import type { LookupKind, ServiceName } from './lookup-answer.ts'
import type { Proposal } from './proposals.ts'

/** A title or artist name that was looked up, with the analyser's reading and the proposals. */
export interface LookedUp {
  kind: LookupKind
  text: string
  analysed: string
  proposals: Proposal[]
}

/**
 * What `--apply` writes: readings and aliases of titles, and readings of artist credits, that both
 * services agree on; and, in `proposedReadings`, the readings one service alone proposes, which
 * the search ranks below the text's own reading.
 */
export interface CatalogueChanges {
  readings: Map<string, string>
  aliases: Map<string, string[]>
  artists: { name: string; reading: string }[]
  proposed: ProposedReading[]
}

/** A value a service gave, or the tools made of what they gave, that songs.json could not hold. */
export interface Refusal {
  /** The title or the artist credit it was for. */
  text: string
  field: Proposal['field']
  value: string
  /** The romanized name an artist's reading was spelt from, or was to be. */
  spelt?: string
  /** The services that gave it; none for a credit's reading, put together from its names'. */
  from: ServiceName[]
  /** In the catalogue schema's words (catalogue-rules.ts). */
  why: string
}

const han = /\p{Script=Han}/u
const agreed = (entry: LookedUp | undefined, field: Proposal['field']) =>
  (entry?.proposals ?? []).filter((p) => p.status === 'agreed' && p.field === field)

/**
 * The analyser's reading when a service confirmed it and no proposal waits for a person: written,
 * it holds whatever analyser a later build has, and the text is not listed to check again.
 */
const confirmed = (entry: LookedUp | undefined) =>
  entry?.proposals.some((p) => p.status === 'confirms') &&
  !entry.proposals.some((p) => p.status === 'for-a-person')
    ? entry.analysed
    : undefined

/** The title's reading to write, with the services that gave or confirmed it. */
function titleReading(entry: LookedUp): { value: string; from: ServiceName[] } | undefined {
  const [proposal] = agreed(entry, 'reading')
  if (proposal) return { value: proposal.value, from: proposal.from }
  const value = confirmed(entry)
  const from = entry.proposals.filter((p) => p.status === 'confirms').flatMap((p) => p.from)
  return value === undefined ? undefined : { value, from: [...new Set(from)] }
}

/**
 * A credit's reading with each name in it read: as the catalogue writes it, as both services
 * agree, or as the analyser reads it where a service confirmed that. Undefined when a name with
 * kanji has none of these, when something else in the credit is kanji (作詞・作曲:), or when the
 * catalogue writes every name's reading already.
 */
function creditReading(
  credit: string,
  names: ReadonlyMap<string, LookedUp>,
  written: ReadonlyMap<string, string>,
): string | undefined {
  let changed = false
  const readings = new Map<string, string>()
  for (const name of splitArtists(credit).filter((name) => han.test(name))) {
    const entry = names.get(name)
    const proposed = agreed(entry, 'reading')[0]?.value ?? confirmed(entry)
    const reading = written.get(name) ?? proposed
    if (reading === undefined) return undefined
    changed ||= !written.has(name)
    readings.set(name, reading)
  }
  // Longer names first, so a name inside another is not read in its place.
  const read = [...readings]
    .sort(([a], [b]) => b.length - a.length)
    .reduce((text, [name, reading]) => text.split(name).join(reading), credit)
  return changed && !han.test(read) ? read : undefined
}

/**
 * The agreed proposals, and the readings a service confirmed, as changes to the catalogue; nothing
 * a song or artist already has. Each is checked by the rules songs.json is checked by (decision
 * 34): one that fails is refused, with why, beside the proposals refused already, and the others
 * are written all the same.
 */
export function checkedChanges(
  catalogue: SongCatalogue,
  lookedUp: readonly LookedUp[],
  credits: readonly string[],
): { changes: CatalogueChanges; refused: Refusal[] } {
  const refused: Refusal[] = lookedUp.flatMap(({ text, proposals }) =>
    proposals
      .filter((p) => p.status === 'refused')
      .map(({ field, value, spelt, from, why }) => ({
        text,
        field,
        value,
        ...(spelt === undefined ? {} : { spelt }),
        from,
        why: why ?? '',
      })),
  )
  const passes = (text: string, field: Proposal['field'], value: string, from: ServiceName[]) => {
    const why = refusal(field === 'alias' ? 'text' : 'reading', value)
    if (why !== undefined) refused.push({ text, field, value, from, why })
    return why === undefined
  }
  const written = new Map((catalogue.artists ?? []).map((artist) => [artist.name, artist.reading]))
  const readings = new Map<string, string>()
  const aliases = new Map<string, string[]>()
  for (const entry of lookedUp.filter((e) => e.kind === 'title')) {
    const reading = titleReading(entry)
    if (reading && passes(entry.text, 'reading', reading.value, reading.from))
      readings.set(entry.text, reading.value)
    const names = agreed(entry, 'alias')
      .filter((p) => passes(entry.text, 'alias', p.value, p.from))
      .map((p) => p.value)
    if (names.length > 0) aliases.set(entry.text, names)
  }
  const names = new Map(lookedUp.filter((e) => e.kind === 'artist').map((e) => [e.text, e]))
  const artists = credits.flatMap((name) => {
    const reading = creditReading(name, names, written)
    return reading === undefined || !passes(name, 'reading', reading, []) ? [] : [{ name, reading }]
  })
  // A reading one service alone gives (a romanized title as it spells it in kana), for a title or
  // an artist credited alone (the text the search looks it up by), with nothing agreed or written.
  const settled = new Set([...readings.keys(), ...artists.map((a) => a.name), ...written.keys()])
  const proposed = lookedUp.flatMap(({ kind, text, proposals }) => {
    if ((kind === 'artist' && !credits.includes(text)) || settled.has(text)) return []
    const one = proposals.filter((p) => p.status === 'for-a-person' && p.from.length === 1)
    return [...new Set(one.map((p) => (p.field === 'reading' ? p.value : p.kana)))].flatMap(
      (reading): ProposedReading[] => {
        const { from } = one.find((p) => (p.field === 'reading' ? p.value : p.kana) === reading)!
        return passes(text, 'reading', reading, from) ? [{ text, reading, by: from[0]! }] : []
      },
    )
  })
  return { changes: { readings, aliases, artists, proposed }, refused }
}

/** What `--apply` writes: the changes of `checkedChanges`, without what it refused. */
export const agreedChanges = (
  catalogue: SongCatalogue,
  lookedUp: readonly LookedUp[],
  credits: readonly string[],
): CatalogueChanges => checkedChanges(catalogue, lookedUp, credits).changes

/** A song with the changes for its title: a reading where it has none, aliases it lacks. */
function changedSong(song: CatalogueSong, changes: CatalogueChanges): CatalogueSong {
  const reading = song.reading ?? changes.readings.get(song.title)
  const had = song.aliases ?? []
  const added = (changes.aliases.get(song.title) ?? []).filter((alias) => !had.includes(alias))
  return {
    ...song,
    ...(reading === undefined ? {} : { reading }),
    ...(added.length > 0 ? { aliases: had.concat(added) } : {}),
  }
}

/** How many fields the changes write: readings and aliases of songs, readings of artists. */
export function changeCount(catalogue: SongCatalogue, changes: CatalogueChanges) {
  let readings = 0
  let aliases = 0
  for (const song of catalogue.songs) {
    const changed = changedSong(song, changes)
    if (changed.reading !== song.reading) readings++
    aliases += (changed.aliases?.length ?? 0) - (song.aliases?.length ?? 0)
  }
  const had = catalogue.proposedReadings ?? []
  const proposed = changes.proposed.filter(
    (p) => !had.some((h) => h.text === p.text && h.reading === p.reading),
  ).length
  return { readings, aliases, artists: changes.artists.length, proposed }
}

/** The catalogue file's text with the changes, every other field kept, laid out as the other tools write it. */
export async function catalogueTextWithChanges(
  text: string,
  changes: CatalogueChanges,
): Promise<string> {
  const catalogue = JSON.parse(text) as SongCatalogue
  const artists = (catalogue.artists ?? []).concat(changes.artists)
  const had = catalogue.proposedReadings ?? []
  const proposedReadings = had.concat(
    changes.proposed.filter((p) => !had.some((h) => h.text === p.text && h.reading === p.reading)),
  )
  const changed = {
    ...catalogue,
    songs: catalogue.songs.map((song) => changedSong(song, changes)),
    ...(artists.length > 0 ? { artists } : {}),
    ...(proposedReadings.length > 0 ? { proposedReadings } : {}),
  }
  return catalogueJson(changed)
}
