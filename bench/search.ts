// `npm run bench:search [-- <performances>]`: the median time of one filter pass over a generated
// data set (2,000 performances unless given, shaped as `bench:data` writes it), for a few typical
// queries, and the build-time model against the page's unpacking. Not a test: it prints figures to
// compare between changes.
import { gzipSync } from 'node:zlib'
import { computeSearchAids } from '../build/search/search-aids'
import { catalogueOf } from '../build/song-data/song-catalogue'
import { closeMatches } from '../src/shared/search/close-matches'
import { filterSongs, filterStreams, type SongFilter } from '../src/shared/song-model/song-filter'
import { compileQuery } from '../src/shared/search/search-match'
import { buildSongListData } from '../src/shared/song-data/song-list-build'
import { packSongList, unpackSongList } from '../src/shared/song-data/song-list-pack'
import { runWhenCalled } from '../tools/cli'
import { generateArchive } from './generate-streams'
import { measure } from './timing'

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
  const date = model.streamDates[40] ?? ''
  const all: SongFilter = { q: '', singer: '', date: '', type: 'all' }
  const queries: [string, SongFilter][] = [
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
  const rows = queries.map(([name, filter]) => {
    const streams = filterStreams(model, filter)
    const songs = filterSongs(presorted, filter, 'last', model.hanForms)
    return {
      query: name,
      'streams view ms': Number(measure(() => filterStreams(model, filter)).toFixed(4)),
      'songs view ms': Number(
        measure(() => filterSongs(presorted, filter, 'last', model.hanForms)).toFixed(4),
      ),
      'songs view, by count ms': Number(
        measure(() => filterSongs(presorted, filter, 'count', model.hanForms)).toFixed(4),
      ),
      performances: streams.reduce((n, s) => n + s.performances.length, 0),
      songs: songs.length,
    }
  })
  console.table(rows)
  return 0
}

runWhenCalled(import.meta.url, main)
