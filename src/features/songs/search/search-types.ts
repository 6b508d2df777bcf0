// The song list search's types, in one plain module every step reads: the queries compiled from
// the filters, the ranking loaded on demand (ranking-on-demand.ts), and the results listed.
import type {
  SongFilterValues,
  TextField,
  TextFilterKey,
} from '#src/features/songs/list/filters/song-list-filters.ts'
import type { OtherReadings } from '#src/shared/search/other-readings.ts'
import type { HanForms } from '#src/shared/search/search-fold.ts'
import type {
  MarkedText,
  MatchVia,
  SearchableText,
  TextQuery,
} from '#src/shared/search/search-match.ts'
import type { PackedSongList } from '#src/shared/song-data/song-list-pack.ts'
import type { Keeps, PresortedSongs, SongRow } from '#src/shared/song-model/filter/song-filter.ts'
import type { SongModel, Stream } from '#src/shared/song-model/song-model.ts'

/** What the text filters search in a song: its title and its artist, as search keys. */
export interface SearchableSong {
  titleSearch: SearchableText
  singerSearch: SearchableText
}

/** What the text filters hold, by filter. */
export type TextValues = Pick<SongFilterValues, TextFilterKey>

/** The two texts of a row the text filters search, and mark matches in. */
export type MarkedField = Exclude<TextField, 'any'>

/** The compiled text queries by field (`any`: the general box): what the list marks. */
export type FieldQueries = Record<TextField, TextQuery | null>

/** Why a song below every match of the whole query is listed: what a row says of it. */
export type NearMatch =
  { kind: 'partial' } | { kind: 'soundAlike' | 'otherReading'; reading: string } | null

/** The query that orders the best match first: its ranks (search-rank.ts), lower first. */
export interface Ranking {
  rank: (song: SearchableSong) => number | null
  /** For a song ranked below every match of the whole query, why it is listed. */
  near: (song: SearchableSong) => NearMatch
}

/**
 * Songs' ranks worked out elsewhere (the ranking worker) for the same queries: a song's rank, null
 * for a song not listed, undefined for a song it does not know.
 */
export type KnownRanks = (song: SearchableSong) => number | null | undefined

/** What the list searches and marks with (song-list-matching.ts's `activeQueries`). */
export interface ActiveQueries extends FieldQueries {
  forms: HanForms
  ranking: Ranking | null
}

/**
 * How a row marks what the queries matched (marked-queries.ts's `matchMarks`): search code, so
 * rows get it only once that code is loaded (search-on-demand.ts) and a query is typed.
 */
export interface MatchMarks {
  queries: ActiveQueries
  /** A title or artist as written (`text`), the matched part marked. */
  runs: (field: SearchableText, text: string, which: MarkedField) => MarkedText
  /** The reading, romaji, pinyin or alias it was found through, if not its text. */
  via: (field: SearchableText, which: MarkedField) => MatchVia
}

/** The ranking's code (ranking.ts), loaded on demand: what the list asks of it. */
export interface Ranker {
  ranking: (queries: FieldQueries, forms: HanForms, known?: KnownRanks) => Ranking | null
  onlyNear: (ranked: Ranking, best: readonly SearchableSong[]) => boolean
  rankSongs: (presorted: PresortedSongs, keeps: Keeps, rank: Ranking['rank']) => SongRow[]
  rankStreams: (model: SongModel, keeps: Keeps, rank: Ranking['rank']) => Stream[]
  /** The ranking worker, started once the ranking has loaded where the page can have one. */
  rankWorker: RankClient
  knownRanks: (songs: readonly SearchableSong[], ranks: Float64Array) => KnownRanks
}

/** What the list shows: songs or streams, each with the performances it shows. */
export type SongResultsData = (
  | { view: 'streams'; streams: Stream[] }
  // `daysSince`: each row says how long ago its song was last sung (the `oldest` order).
  | { view: 'songs'; rows: SongRow[]; daysSince?: boolean }
) & {
  /** Nothing matches the query as a whole: only what sounds alike or holds some of its words. */
  onlyNear?: boolean
}

/** The songs' texts as the packed song data holds them, and the readings the ranking reads. */
export interface RankTexts extends Pick<PackedSongList, 'songs' | 'singers' | 'hanForms'> {
  readings: OtherReadings
}

/** The page's side of the ranking worker (rank-worker-client.ts). */
export interface RankClient {
  /** Starts the worker with the songs' texts, once; false where the page cannot have one. */
  start: (texts: RankTexts) => boolean
  /** Started and not failed: the list asks it and waits for its answers. */
  working: () => boolean
  /** Each song's rank for `values` (rank-worker-songs.ts); null once the worker has failed. */
  ranks: (values: TextValues) => Promise<Float64Array | null>
}
