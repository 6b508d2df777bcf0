import { describe, expect, it } from 'vitest'

import {
  filterDefaults,
  type SongFilterValues,
} from '#src/features/songs/list/filters/song-list-filters.ts'
import type { SearchAids } from '#src/shared/search/search-aids.ts'
import { markMatches } from '#src/shared/search/search-match.ts'
import { filterSongs, presortSongs } from '#src/shared/song-model/filter/song-filter.ts'
import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { rawSong } from '#tests/support/test-streams.ts'

import { queriesToMark } from './marked-queries.ts'
import { compileFilters, fieldQueries } from './song-list-matching.ts'

const songs: [title: string, singer: string][] = [
  ['千本桜', '黒うさP feat. 初音ミク'],
  ['千本桜', '和楽器バンド'],
  ['夜に駆ける', 'YOASOBI'],
  ['Lemon', '米津玄師'],
]
const model = buildSongModel(
  [
    {
      date: '2025/2/11',
      streamName: 'stream',
      showList: true,
      showDate: true,
      songList: songs.map(([songName, singer]) => rawSong({ songName, singer })),
    },
  ],
  {
    forms: new Map(),
    texts: new Map([
      ['千本桜', { reading: 'せんぼんざくら', romaji: 'senbonzakura', pinyin: '' }],
      ['夜に駆ける', { reading: 'よるにかける', romaji: 'yorunikakeru', pinyin: '' }],
    ]),
    aliases: new Map(),
  } satisfies SearchAids,
)
const presorted = presortSongs(model)
const queriesOf = (values: Partial<SongFilterValues>) =>
  fieldQueries({ ...filterDefaults, ...values }, model.hanForms)
const found = (values: Partial<SongFilterValues>) =>
  filterSongs(
    presorted,
    compileFilters({ ...filterDefaults, ...values }, queriesOf(values)),
    'last',
  )
    .map((row) => `${row.song.songName} / ${row.song.singer}`)
    .sort()

describe('a query of several words', () => {
  it('finds a song when each word is in its title or its artist', () => {
    expect(found({ q: '千本桜 黒うさ' })).toEqual(['千本桜 / 黒うさP feat. 初音ミク'])
    expect(found({ q: '黒うさ　千本桜' })).toEqual(['千本桜 / 黒うさP feat. 初音ミク'])
    expect(found({ q: 'senbonzakura 和楽器' })).toEqual(['千本桜 / 和楽器バンド'])
    expect(found({ singer: 'yoasobi 夜に' })).toEqual(['夜に駆ける / YOASOBI'])
    // Words in different scripts, each through its own route (romaji, reading).
    expect(found({ q: 'yoru にかける' })).toEqual(['夜に駆ける / YOASOBI'])
  })

  it('finds nothing when a word is in neither, even if each is in some song', () => {
    expect(found({ q: '千本桜 YOASOBI' })).toEqual([])
    expect(found({ q: '千本桜 黒うさ lemon' })).toEqual([])
  })

  it('still finds a title written with spaces as a whole, and one word as before', () => {
    expect(found({ q: 'yoru ni kakeru' })).toEqual(['夜に駆ける / YOASOBI'])
    expect(found({ q: '千本桜' })).toEqual([
      '千本桜 / 和楽器バンド',
      '千本桜 / 黒うさP feat. 初音ミク',
    ])
    // One word searches its own field only; the general box's own field is both.
    expect(found({ title: '黒うさ' })).toEqual([])
    expect(found({ singer: '千本桜' })).toEqual([])
    expect(found({ q: '黒うさ' })).toEqual(['千本桜 / 黒うさP feat. 初音ミク'])
  })
})

describe('queriesToMark', () => {
  const marked = (values: Partial<SongFilterValues>, song: number, which: 'title' | 'singer') => {
    const row = model.songs[song]!
    const field = which === 'title' ? row.titleSearch : row.singerSearch
    return markMatches(field.text, queriesToMark(field, which, queriesOf(values)))
      .map((run) => (run.marked ? `[${run.text}]` : run.text))
      .join('')
  }

  it('marks each word where it was found, in the title and in the artist', () => {
    expect(marked({ q: '千本桜 黒うさ' }, 0, 'title')).toBe('[千本桜]')
    expect(marked({ q: '千本桜 黒うさ' }, 0, 'singer')).toBe('[黒うさ]P feat. 初音ミク')
    expect(marked({ singer: 'yoasobi 夜' }, 2, 'title')).toBe('[夜]に駆ける')
    expect(marked({ singer: 'yoasobi 夜' }, 2, 'singer')).toBe('[YOASOBI]')
  })

  it('marks a query of several words as a whole where it holds as a whole', () => {
    expect(marked({ q: '夜に 駆け' }, 2, 'title')).toBe('[夜に駆け]る')
    expect(marked({ q: '夜' }, 2, 'singer')).toBe('YOASOBI')
  })
})

describe('the favourites filter', () => {
  const favouritesOnly = (keys: string[], values: Partial<SongFilterValues> = {}) =>
    filterSongs(
      presorted,
      compileFilters({ ...filterDefaults, fav: 'only', ...values }, queriesOf(values), {
        favourites: new Set(keys),
        fresh: new Set(),
      }),
      'last',
    ).map((row) => `${row.song.songName} / ${row.song.singer}`)
  const keyOf = (title: string, singer: string) =>
    model.songs.find((song) => song.songName === title && song.singer === singer)?.key ?? ''

  it("keeps only the visitor's favourite songs, each version apart", () => {
    expect(
      favouritesOnly([keyOf('千本桜', '和楽器バンド'), keyOf('Lemon', '米津玄師')]).sort(),
    ).toEqual(['Lemon / 米津玄師', '千本桜 / 和楽器バンド'])
  })

  it('keeps nothing without favourites, and joins the other filters', () => {
    expect(favouritesOnly([])).toEqual([])
    expect(favouritesOnly([keyOf('Lemon', '米津玄師')], { q: '千本桜' })).toEqual([])
  })

  it('keeps every song while the list shows all of them', () => {
    const all = filterSongs(
      presorted,
      compileFilters(filterDefaults, queriesOf({}), { favourites: new Set(), fresh: new Set() }),
      'last',
    )
    expect(all).toHaveLength(songs.length)
  })
})

describe('the debut and since-last-visit choices', () => {
  // Lemon debuts on 2/1 and comes back on 3/1 with a song of its own debut, sung twice.
  const streams = [
    ['2025/2/1', ['Lemon']],
    ['2025/3/1', ['Lemon', '夜に駆ける', '夜に駆ける']],
  ] as const
  const archive = buildSongModel(
    streams.map(([date, titles]) => ({
      date,
      streamName: date,
      showList: true,
      showDate: true,
      songList: titles.map((songName, i) =>
        rawSong({
          songName,
          singer: 'x',
          songTime: `${i}:00`,
          songLink: `https://youtu.be/AAAAAAAAAAA?t=${i * 60}`,
        }),
      ),
    })),
  )
  const kept = (values: Partial<SongFilterValues>, fresh: string[] = []) => {
    const keeps = compileFilters(
      { ...filterDefaults, ...values },
      fieldQueries(filterDefaults, archive.hanForms),
      { favourites: new Set(), fresh: new Set(fresh) },
    )
    return archive.streams
      .flatMap((s) => s.performances)
      .filter((p) => keeps.performance?.(p) ?? true)
      .map((p) => `${p.isoDate} ${p.songName}`)
  }

  it('keeps only each song’s first performance when chosen, and everything by default', () => {
    expect(kept({ debut: 'only' })).toEqual(['2025-03-01 夜に駆ける', '2025-02-01 Lemon'])
    expect(kept({ debut: 'all' })).toHaveLength(4)
  })

  it('keeps the streams new since the last visit when asked, and nothing on a first visit', () => {
    expect(kept({ new: 'only' }, ['2025-03-01'])).toEqual([
      '2025-03-01 Lemon',
      '2025-03-01 夜に駆ける',
      '2025-03-01 夜に駆ける',
    ])
    expect(kept({ new: 'only', debut: 'only' }, ['2025-03-01'])).toEqual(['2025-03-01 夜に駆ける'])
    expect(kept({ new: 'only' })).toEqual([])
  })
})

describe('the sung-once choice', () => {
  // Lemon twice and 夜に駆ける twice in one setlist; 白日 and 糸 once each, 糸 in a request stream.
  const archive = buildSongModel(
    [
      { date: '2025/2/1', titles: ['Lemon', '白日'] },
      {
        date: '2025/3/1',
        titles: ['Lemon', '夜に駆ける', '夜に駆ける', '糸'],
        category: 'request',
      },
    ].map(({ date, titles, category }) => ({
      date,
      streamName: date,
      showList: true,
      showDate: true,
      ...(category === 'request' ? { category } : {}),
      songList: titles.map((songName, i) =>
        rawSong({
          songName,
          singer: 'x',
          songTime: `${i}:00`,
          songLink: `https://youtu.be/AAAAAAAAAAA?t=${i * 60}`,
        }),
      ),
    })),
  )
  const once = (values: Partial<SongFilterValues>) => {
    const all = { ...filterDefaults, once: 'only' as const, ...values }
    return filterSongs(
      presortSongs(archive),
      compileFilters(all, fieldQueries(all, archive.hanForms)),
      'oldest',
    ).map((row) => row.song.songName)
  }

  it('keeps only the songs the archive holds a single performance of', () => {
    expect(once({})).toEqual(['白日', '糸'])
    expect(once({ once: 'all' })).toEqual(['白日', 'Lemon', '夜に駆ける', '糸'])
  })

  it('joins the text and the other choices, counting every stream whatever they keep', () => {
    expect(once({ q: '糸' })).toEqual(['糸'])
    expect(once({ type: 'request' })).toEqual(['糸'])
    // Lemon is sung once on 2/1, but twice in the archive.
    expect(once({ date: '2025-02-01' })).toEqual(['白日'])
  })
})
