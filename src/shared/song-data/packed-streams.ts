import type { Steps } from '#src/lib/steps.ts'
import { streamFileName, streamFileSequence } from '#src/shared/song-model/keys/stream-file-name.ts'
import type { Performance, Song, Stream } from '#src/shared/song-model/song-model.ts'
import { implicitEnds } from '#src/shared/song-model/time/segments.ts'
import { canonicalVideoLink } from '#src/shared/song-model/time/video-link.ts'

/** The streams, newest first, field by field. */
export interface PackedStreams {
  /** The number of each in the data's order, less the number of the one before. */
  id: number[]
  /** The day of each (days since 1970-01-01), less the day of the one before. */
  day: number[]
  name: string[]
  /** Indices of the streams whose date is hidden. */
  dateHidden: number[]
  /** Indices of the request streams (the others are general). */
  requests: number[]
  /** Video ids in order of first appearance: a performance's video number indexes them. */
  videos: string[][]
  /** How many performances each has: they follow one another in `PackedPerformances`. */
  size: number[]
  /** The number of the day in the file's name, by index, left out for the day's first. */
  sequence: Record<number, number>
}

/** Every performance, stream after stream, field by field. */
export interface PackedPerformances {
  /** The song's index, or -1 for the lowest one not met yet (songs come in order of first performance). */
  song: number[]
  /** Start in seconds, less the start of the performance before when that is in the same video. */
  start: number[]
  /** Video numbers, only for the performances of streams with more than one video. */
  video: number[]
  /** Indices of the performances whose date is hidden. */
  dateHidden: number[]
  /** A performance's own title and singer where they differ from its song's, by index. */
  songName: Record<number, string>
  singer: Record<number, string>
  /** Segment ends that differ from the next start in the same video, by index. */
  ends: Record<number, number | null>
}

const dayMs = 86_400_000
const dayOf = (isoDate: string) => Date.parse(isoDate) / dayMs
const isoDateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10)

/** Each value less the one before it, and back. */
export const differences = (values: number[]) =>
  values.map((value, i) => value - (i === 0 ? 0 : (values[i - 1] as number)))
export function sums(differences: number[]): number[] {
  let value = 0
  return differences.map((d) => (value += d))
}

function checkNames(s: Stream): number {
  if (String(Number(s.id)) !== s.id) throw new Error(`A stream id that is not a number: ${s.id}`)
  const day = dayOf(s.isoDate)
  if (!Number.isInteger(day) || isoDateOf(day) !== s.isoDate)
    throw new Error(`A stream date that is not a day: ${s.isoDate}`)
  const sequence = streamFileSequence(s.file) ?? 1
  if (streamFileName(s.isoDate, sequence) !== s.file)
    throw new Error(`A stream file named for another day: ${s.file} (${s.isoDate})`)
  return sequence
}

export function packStreams(
  streams: readonly Stream[],
  songs: readonly Song[],
  songAt: (key: string) => number,
): { streams: PackedStreams; performances: PackedPerformances } {
  const packed: PackedStreams = {
    id: [],
    day: [],
    name: [],
    dateHidden: [],
    requests: [],
    videos: [],
    size: [],
    sequence: {},
  }
  const perf: PackedPerformances = {
    song: [],
    start: [],
    video: [],
    dateHidden: [],
    songName: {},
    singer: {},
    ends: {},
  }
  let fresh = 0
  let index = 0
  streams.forEach((s, i) => {
    const sequence = checkNames(s)
    if (sequence !== 1) packed.sequence[i] = sequence
    packed.id.push(Number(s.id))
    packed.day.push(dayOf(s.isoDate))
    packed.name.push(s.name)
    if (!s.dateVisible) packed.dateHidden.push(i)
    if (s.category === 'request') packed.requests.push(i)
    const videos: string[] = []
    for (const p of s.performances) videos[p.videoNumber - 1] = p.videoId
    packed.videos.push(videos)
    packed.size.push(s.performances.length)
    const implicit = implicitEnds(s.performances)
    s.performances.forEach((p, j) => {
      const songIndex = songAt(p.songKey)
      const song = songs[songIndex] as Song
      perf.song.push(songIndex === fresh ? -1 : songIndex)
      if (songIndex === fresh) fresh++
      const before = s.performances[j - 1]
      perf.start.push(
        p.startSeconds - (before?.videoNumber === p.videoNumber ? before.startSeconds : 0),
      )
      if (videos.length > 1) perf.video.push(p.videoNumber)
      if (!p.dateVisible) perf.dateHidden.push(index)
      if (p.songName !== song.songName) perf.songName[index] = p.songName
      if (p.singer !== song.singer) perf.singer[index] = p.singer
      if (p.endSeconds !== implicit[j]) perf.ends[index] = p.endSeconds
      index++
    })
  })
  return {
    streams: { ...packed, id: differences(packed.id), day: differences(packed.day) },
    performances: perf,
  }
}

/**
 * The streams with their performances, each added to its song, whose last date it updates; pauses
 * after each stream.
 */
export function* unpackingStreams(
  s: PackedStreams,
  perf: PackedPerformances,
  songs: readonly Song[],
): Steps<Stream[]> {
  const ids = sums(s.id)
  const days = sums(s.day)
  const dateHidden = new Set(s.dateHidden)
  const requests = new Set(s.requests)
  const perfDateHidden = new Set(perf.dateHidden)
  let fresh = 0
  let index = 0
  let videoIndex = 0
  const streams: Stream[] = []
  for (let i = 0; i < s.name.length; i++) {
    const name = s.name[i] as string
    const id = String(ids[i])
    const isoDate = isoDateOf(days[i] ?? 0)
    const file = streamFileName(isoDate, s.sequence[i] ?? 1)
    const dateVisible = !dateHidden.has(i)
    const category = requests.has(i) ? 'request' : 'general'
    const videos = s.videos[i] ?? []
    const performances: Performance[] = []
    for (let j = 0; j < (s.size[i] ?? 0); j++, index++) {
      const videoNumber = videos.length > 1 ? (perf.video[videoIndex++] ?? 1) : 1
      const before = performances[j - 1]
      const offset = before?.videoNumber === videoNumber ? before.startSeconds : 0
      const startSeconds = (perf.start[index] ?? 0) + offset
      const videoId = videos[videoNumber - 1] ?? ''
      const code = perf.song[index] ?? -1
      const song = songs[code === -1 ? fresh++ : code] as Song
      const shown = !perfDateHidden.has(index)
      const p: Performance = {
        id: `${id}.${j}`,
        streamId: id,
        streamName: name,
        streamFile: file,
        songIndex: j,
        songKey: song.key,
        songSlug: song.slug,
        songName: perf.songName[index] ?? song.songName,
        singer: perf.singer[index] ?? song.singer,
        isoDate,
        dateVisible: shown,
        category,
        startSeconds,
        // Set below, once every start in the stream is known.
        endSeconds: null,
        videoId,
        videoNumber,
        link: canonicalVideoLink(videoId, startSeconds),
        // Set once every stream is unpacked (markDebutsAndSungOnce).
        debut: false,
        sungOnce: false,
        titleSearch: song.titleSearch,
        singerSearch: song.singerSearch,
      }
      performances.push(p)
      song.performances.push(p)
      if (shown && (song.lastSungIso === null || isoDate > song.lastSungIso))
        song.lastSungIso = isoDate
    }
    const first = index - performances.length
    implicitEnds(performances).forEach((end, j) => {
      const written = perf.ends[first + j]
      ;(performances[j] as Performance).endSeconds = written === undefined ? end : written
    })
    streams.push({
      id,
      file,
      isoDate,
      dateVisible,
      name,
      category,
      videoCount: videos.length,
      performances,
    })
    yield
  }
  return streams
}
