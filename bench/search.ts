// `npm run bench:search [-- <performances>]`: the median time of one filter pass over a generated
// data set (2,000 performances unless given, shaped as `bench:data` writes it), for a few typical
// queries, and the build-time model against the page's unpacking. Not a test: it prints figures to
// compare between changes.
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { createServer } from 'vite'

import { catalogueOf } from '#build-src/archive-files/song-catalogue.ts'
import { computeSearchAids } from '#build-src/search-keys/compute-search-aids.ts'
import type * as SongListFilters from '#src/features/songs/list/filters/song-list-filters.ts'
import { closeMatches } from '#src/features/songs/search/close-matches.ts'
import { listResults } from '#src/features/songs/search/list-results.ts'
import type { Ranker } from '#src/features/songs/search/search-types.ts'
import type * as SongListMatching from '#src/features/songs/search/song-list-matching.ts'
import { compileQuery } from '#src/shared/search/search-match.ts'
import { buildSongListData } from '#src/shared/song-data/song-list-build.ts'
import { packSongList, unpackSongList } from '#src/shared/song-data/song-list-pack.ts'
import { filterSongs, filterStreams } from '#src/shared/song-model/filter/song-filter.ts'
import { runWhenCalled } from '#tools/lib/cli.ts'

import { generateArchive } from './generate-streams.ts'
import { measure } from './timing.ts'

const runs = 200

export async function main(args: string[]): Promise<number> {
  const count = Number(args[0] ?? 2000)
  if (!Number.isInteger(count) || count < 1) {
    console.error('usage: npm run bench:search [-- <performances>]')
    return 2
  }
  const raw = generateArchive(count)
  const aidsStart = performance.now()
  const aids = await computeSearchAids(catalogueOf(raw))
  const aidsMs = performance.now() - aidsStart
  const songList = buildSongListData(raw, aids)
  const { model, presorted } = songList
  const buildMs = measure(() => buildSongListData(raw, aids))
  // The page gets the packed list as JSON text and parses it, as the song-data chunk does.
  const json = JSON.stringify(packSongList(songList))
  const unpackMs = measure(() => unpackSongList(JSON.parse(json)))
  // The filters' definitions carry Lingui's message macros: they load through the site's config.
  const root = join(import.meta.dirname, '..')
  const server = await createServer({
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false },
  })
  const filters = (await server.ssrLoadModule(
    '/src/features/songs/list/filters/song-list-filters.ts',
  )) as typeof SongListFilters
  const matching = (await server.ssrLoadModule(
    '/src/features/songs/search/song-list-matching.ts',
  )) as typeof SongListMatching
  const ranker = (await server.ssrLoadModule('/src/features/songs/search/ranking.ts')) as Ranker
  await server.close()
  /** What one render of the list does: compile the filters, then filter. */
  const keeps = (values: SongListFilters.SongFilterValues) =>
    matching.compileFilters(values, matching.fieldQueries(values, model.hanForms))
  const date = model.streamDates[40] ?? ''
  const all = filters.filterDefaults
  const queries: [string, SongListFilters.SongFilterValues][] = [
    ['no filter', all],
    ['q=よる (kana)', { ...all, q: 'よる' }],
    ['q=ﾖﾙ (half-width)', { ...all, q: 'ﾖﾙ' }],
    ['q=夜 (kanji)', { ...all, q: '夜' }],
    ['q=Love night (Latin, space)', { ...all, q: 'Love night' }],
    ['q=yoru (romaji)', { ...all, q: 'yoru' }],
    ['q=meng (pinyin of 夢)', { ...all, q: 'meng' }],
    ['q=梦 (Simplified 夢)', { ...all, q: '梦' }],
    ['singer=米津', { ...all, singer: '米津' }],
    ['q=ハナ + type=request', { ...all, q: 'ハナ', type: 'request' }],
    [`date=${date}`, { ...all, date }],
    ['q=zzz (no match)', { ...all, q: 'zzz' }],
  ]
  const performances = model.performanceCount
  console.log(
    `data: ${model.streams.length} streams, ${performances} performances, ${model.songs.length} distinct songs; ${runs} runs each, Node ${process.version}`,
  )
  console.log(
    `readings, romaji, pinyin and character forms, once per build: ${aidsMs.toFixed(0)} ms (analyser start-up included)`,
  )
  console.log(
    `buildSongListData, once per build: ${buildMs.toFixed(2)} ms median (schema check, model, orders, statistics)`,
  )
  console.log(
    `JSON.parse and unpackSongList, once per page load: ${unpackMs.toFixed(2)} ms median (${json.length} characters of JSON, ${gzipSync(json).length} bytes gzip)`,
  )
  const typo = compileQuery('yorunikakeu', model.hanForms)
  const closeMs = measure(() => closeMatches(model.songs, (song) => song.titleSearch, typo))
  console.log(
    `close matches for a Latin query that found nothing (yorunikakeu), over ${model.songs.length} songs: ${closeMs.toFixed(2)} ms median`,
  )
  /** What one render of the list in the `match` order does: compile, rank, list. */
  const ranked = (values: SongListFilters.SongFilterValues, view: 'songs' | 'streams') => {
    const queries = matching.fieldQueries(values, model.hanForms)
    const ranking = ranker.ranking(queries, model.hanForms)
    const keeps = matching.compileFilters(values, queries)
    const order = { view, sort: 'match' as const }
    return listResults(songList, keeps, order, 'ja', ranking && { ranker, ranking })
  }
  const rows = queries.map(([name, filter]) => {
    const streams = filterStreams(model, keeps(filter))
    const songs = filterSongs(presorted, keeps(filter), 'last')
    return {
      query: name,
      'streams view ms': Number(measure(() => filterStreams(model, keeps(filter))).toFixed(4)),
      'songs view ms': Number(
        measure(() => filterSongs(presorted, keeps(filter), 'last')).toFixed(4),
      ),
      'songs view, by count ms': Number(
        measure(() => filterSongs(presorted, keeps(filter), 'count')).toFixed(4),
      ),
      'streams ranked ms': Number(measure(() => ranked(filter, 'streams')).toFixed(4)),
      'songs ranked ms': Number(measure(() => ranked(filter, 'songs')).toFixed(4)),
      performances: streams.reduce((n, s) => n + s.performances.length, 0),
      songs: songs.length,
    }
  })
  console.table(rows)
  return 0
}

runWhenCalled(import.meta.url, main)
