import type { SearchAids } from '#src/shared/search/search-aids.ts'
import type { RawSong, RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

/** A song entry for tests: valid unless a field is overridden. */
export function rawSong(overrides: Partial<RawSong> = {}): RawSong {
  return {
    showDate: true,
    songName: '夜に駆ける',
    singer: 'YOASOBI',
    songTime: '4:05',
    songLink: 'https://www.youtube.com/watch?v=AAAAAAAAAAA&t=245s',
    ...overrides,
  }
}

/** A song at `minute` of a stream's one video. */
export const sungAt = (songName: string, singer: string, minute: number): RawSong =>
  rawSong({
    songName,
    singer,
    songTime: `${minute}:00`,
    songLink: `https://www.youtube.com/watch?v=AAAAAAAAAAA&t=${minute * 60}s`,
  })

/** A listed stream of `date` (as the files write it), named by its date. */
export const rawStream = (
  date: string,
  songList: RawSong[],
  shown: Partial<RawStream> = {},
): RawStream => ({
  date,
  streamName: date,
  showList: true,
  showDate: true,
  songList,
  ...shown,
})

/** A small data set for model tests: a recurring song, a request stream, hidden entries. */
export const testStreams: RawStream[] = [
  {
    date: '2025/2/11',
    streamName: 'first',
    showList: true,
    showDate: true,
    songList: [
      rawSong(),
      rawSong({
        songName: 'Lemon',
        singer: '米津玄師',
        songTime: '12:34',
        songLink: 'https://youtu.be/AAAAAAAAAAA?t=754&si=tracking123',
      }),
    ],
  },
  {
    date: '2025/03/09',
    streamName: 'requests',
    showList: true,
    showDate: true,
    category: 'request',
    songList: [
      rawSong({
        songName: '夜に駆ける ',
        songTime: '1:02:03',
        songLink: 'https://www.youtube.com/live/BBBBBBBBBBB?t=3723s',
      }),
      rawSong({
        songName: '打上花火',
        singer: 'DAOKO × 米津玄師',
        songTime: '01:02:03',
        songLink: 'https://www.youtube.com/watch?v=CCCCCCCCCCC&t=3723',
      }),
    ],
  },
  {
    date: '2025/4/1',
    streamName: 'secret date',
    showList: true,
    showDate: false,
    songList: [
      rawSong({
        songName: 'アイドル',
        songTime: '0:30',
        songLink: 'https://youtu.be/DDDDDDDDDDD?t=30',
      }),
    ],
  },
  {
    date: '2025/5/5',
    streamName: 'hidden',
    showList: false,
    showDate: true,
    songList: [rawSong({ songName: 'hidden song' })],
  },
]

/** What the build would work out for the test streams' titles: 夜に駆ける's reading. */
export const testSearchAids: SearchAids = {
  forms: new Map(),
  texts: new Map([
    ['夜に駆ける', { reading: 'よるにかける', romaji: 'yorunikakeru', pinyin: 'ye qu' }],
  ]),
  aliases: new Map(),
}
