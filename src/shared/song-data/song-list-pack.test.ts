import { afterEach, describe, expect, it, vi } from 'vitest'

import { generateStreams } from '#bench/generate-streams.ts'
import { catalogueOf } from '#build-src/archive-files/song-catalogue.ts'
import { loadStreams } from '#build-src/archive-files/stream-files.ts'
import { computeSearchAids } from '#build-src/search-keys/compute-search-aids.ts'
import type { SearchAids } from '#src/shared/search/search-aids.ts'
import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'
import { slowTest } from '#tests/patience.ts'
import { contentStreams } from '#tests/support/content-streams.ts'
import { fixtureArchive } from '#tests/support/fixture-archive.ts'
import { rawSong, testSearchAids, testStreams } from '#tests/support/test-streams.ts'

import { buildSongListData } from './song-list-build.ts'
import { packSongList, unpackSongList, unpackSongListInSlices } from './song-list-pack.ts'

const realStreams = contentStreams()

// Titles and singers written differently that fold to the same song.
const variantSpellings: RawStream[] = [
  {
    date: '2025/5/1',
    streamName: 'variants',
    showList: true,
    showDate: true,
    songList: [
      rawSong({ songName: 'Lemon', singer: 'YOASOBI' }),
      rawSong({ songName: 'LEMON', showDate: false }),
      rawSong({ songName: 'Lemon', singer: 'ＹＯＡＳＯＢＩ' }),
      rawSong({ songName: 'ｌｅｍｏｎ', singer: 'yoasobi' }),
    ],
  },
]

// Written ends: one shorter than the gap to the next song, one equal to it, one on a video's last song.
const writtenEnds: RawStream[] = [
  {
    date: '2025/5/2',
    streamName: 'ends',
    showList: true,
    showDate: true,
    songList: [
      rawSong({
        songName: 'A',
        songTime: '1:00',
        songEndTime: '4:00',
        songLink: 'https://youtu.be/aaaaaaaaaaa?t=60',
      }),
      rawSong({
        songName: 'B',
        songTime: '5:00',
        songEndTime: '9:00',
        songLink: 'https://youtu.be/aaaaaaaaaaa?t=300',
      }),
      rawSong({
        songName: 'C',
        songTime: '9:00',
        songEndTime: '12:30',
        songLink: 'https://youtu.be/aaaaaaaaaaa?t=540',
      }),
      rawSong({ songName: 'D', songTime: '0:30', songLink: 'https://youtu.be/bbbbbbbbbbb?t=30' }),
    ],
  },
]

// Imported from a sheet: one title with its artist unknown (''), and the same title by an artist.
const unknownArtists: RawStream[] = [
  {
    date: '2025/5/3',
    streamName: 'unknown',
    showList: true,
    showDate: true,
    songList: [
      rawSong({ songName: '夜行', singer: '' }),
      rawSong({ songName: '夜行', singer: 'ヨルシカ' }),
      rawSong({ songName: 'Lemon', singer: '' }),
    ],
  },
]

/** What the page gets: packed, written as JSON by the build, parsed. */
const packedJson = (raw: RawStream[], aids?: SearchAids) =>
  JSON.parse(JSON.stringify(packSongList(buildSongListData(raw, aids))))

/** What the page gets, unpacked. */
function roundTrip(raw: RawStream[], aids?: SearchAids) {
  return unpackSongList(packedJson(raw, aids))
}

describe('the packed song list', () => {
  it.each([
    ['the test streams', testStreams],
    ['variant spellings', [...testStreams, ...variantSpellings]],
    ['the real data', realStreams],
    ['the test archive, with the quirks real data has', loadStreams(fixtureArchive)],
    ['the generated 2,000 performances', generateStreams()],
    ['written end times', writtenEnds],
    ['unknown artists', [...testStreams, ...unknownArtists]],
  ])('unpacks %s to what building from the raw data gives', (_, raw) => {
    expect(roundTrip(raw)).toEqual(buildSongListData(raw))
  })

  it(
    'unpacks the generated 2,000 performances, with the readings, romaji and pinyin the build works out',
    slowTest,
    async () => {
      const raw = generateStreams()
      const aids = await computeSearchAids(catalogueOf(raw))
      expect(roundTrip(raw, aids)).toEqual(buildSongListData(raw, aids))
    },
  )

  describe('in slices', () => {
    afterEach(() => {
      vi.restoreAllMocks()
      vi.unstubAllGlobals()
    })

    it('pauses between texts and between streams and unpacks what at once gives', async () => {
      // A clock that a slice outruns at every step: the unpacking pauses wherever it can.
      let clock = 0
      vi.spyOn(performance, 'now').mockImplementation(() => (clock += 10))
      const pause = vi.fn(() => Promise.resolve())
      vi.stubGlobal('scheduler', { yield: pause })
      const raw = generateStreams()
      const packed = packedJson(raw)
      const unpacked = await unpackSongListInSlices(packed)
      expect(unpacked).toEqual(unpackSongList(packed))
      const { songs, streams } = unpacked.model
      expect(pause.mock.calls.length).toBeGreaterThanOrEqual(songs.length + streams.length)
    })
  })

  it('leaves out the keys and dates the page works out', () => {
    const text = JSON.stringify(packedJson(testStreams, testSearchAids))
    expect(text).not.toContain('\\u0000')
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  it('ships a folded title only where lower case, hiragana and no spaces do not give it', () => {
    const stream: RawStream = {
      ...(testStreams[0] as RawStream),
      songList: [
        rawSong({ songName: 'マリー Gold' }),
        rawSong({
          songName: '春よ、来い',
          songTime: '9:00',
          songLink: 'https://youtu.be/AAAAAAAAAAA?t=540',
        }),
      ],
    }
    const packed = packedJson([stream])
    expect(Object.values(packed.songs.folded)).toEqual(['春よ来い'])
    expect(roundTrip([stream]).model.songs.map((song) => song.key.split('\u0000')[0])).toEqual([
      'まりーgold',
      '春よ来い',
    ])
  })

  it('shares each performance between its stream and its song, as the built model does', () => {
    const { model, presorted, stats } = roundTrip(testStreams)
    for (const song of model.songs) {
      for (const p of song.performances) {
        const stream = model.streams.find((s) => s.id === p.streamId)
        expect(stream?.performances).toContain(p)
      }
    }
    expect(presorted.count.map((row) => row.song)).toEqual(expect.arrayContaining(model.songs))
    expect(model.songs).toContain(presorted.last[0]?.song)
    expect(model.songs).toContain(stats.topSongs[0]?.song)
  })

  it('keeps each performance’s own spelling where it differs from its song’s', () => {
    const { model } = roundTrip(variantSpellings)
    const names = model.streams[0]?.performances.map((p) => [p.songName, p.singer])
    expect(names).toEqual([
      ['Lemon', 'YOASOBI'],
      ['LEMON', 'YOASOBI'],
      ['Lemon', 'ＹＯＡＳＯＢＩ'],
      ['ｌｅｍｏｎ', 'yoasobi'],
    ])
    expect(model.songs).toHaveLength(1)
  })

  it('gives each performance its written end, else the next start in its video, else none', () => {
    const ends = roundTrip(writtenEnds).model.streams[0]?.performances.map((p) => p.endSeconds)
    expect(ends).toEqual([240, 540, 750, null])
  })

  it('names each stream file and song index, a number of the day only where one is needed', () => {
    const sameDay = testStreams.slice(0, 3).map((stream) => ({ ...stream, date: '2025/2/11' }))
    // A gap in the numbers: the day's second stream was deleted.
    const names = ['2025-02-11.json', '2025-02-11-3.json', '2025-02-11-10.json']
    const packed = JSON.parse(
      JSON.stringify(packSongList(buildSongListData(sameDay, undefined, names))),
    )
    expect(packed.streams.sequence).toEqual({ 0: 10, 1: 3 })
    const { model } = unpackSongList(packed)
    expect(model.streams.map((s) => s.file)).toEqual([...names].reverse())
    const performances = model.streams.flatMap((s) => s.performances)
    expect(performances.map((p) => [p.streamFile, p.songIndex])).toEqual([
      ['2025-02-11-10.json', 0],
      ['2025-02-11-3.json', 0],
      ['2025-02-11-3.json', 1],
      ['2025-02-11.json', 0],
      ['2025-02-11.json', 1],
    ])
  })

  it('is smaller than the raw data it is made from', () => {
    const raw = generateStreams()
    const packed = JSON.stringify(packSongList(buildSongListData(raw)))
    expect(packed.length).toBeLessThan(JSON.stringify(raw).length)
  })
})
