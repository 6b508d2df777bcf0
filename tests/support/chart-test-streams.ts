import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

import { rawSong } from './test-streams.ts'

const songs = (count: number, showDate = true) =>
  Array.from({ length: count }, (_, i) =>
    rawSong({
      songName: `song ${i}`,
      showDate,
      songTime: `0:${String(i).padStart(2, '0')}`,
      songLink: `https://youtu.be/AAAAAAAAAAA?t=${i}`,
    }),
  )

/**
 * Streams for the chart tests, with what the charts must cope with: an empty month between two
 * streams, two streams on one day, a leap day, a song and a stream that hide their dates, a
 * stream hidden from the list. Their counts are worked out by hand in each test.
 */
export const chartTestStreams: RawStream[] = [
  {
    date: '2023/11/30',
    streamName: 'november',
    showList: true,
    showDate: true,
    songList: [...songs(2), ...songs(1, false)],
  },
  { date: '2024/1/5', streamName: 'january', showList: true, showDate: true, songList: songs(1) },
  {
    date: '2024/01/05',
    streamName: 'same day',
    showList: true,
    showDate: true,
    songList: songs(2),
  },
  { date: '2024/2/29', streamName: 'leap day', showList: true, showDate: true, songList: songs(1) },
  { date: '2024/3/31', streamName: 'secret', showList: true, showDate: false, songList: songs(4) },
  { date: '2024/6/1', streamName: 'unlisted', showList: false, showDate: true, songList: songs(5) },
]
