import type { RawSong, RawStream } from '../src/shared/song-model/raw-types'

export interface GenerateOptions {
  streams?: number
  distinctSongs?: number
  performances?: number
  seed?: number
}

// Small deterministic PRNG (mulberry32): the same seed gives the same data set on every machine.
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// Title parts as fans would type them: kanji (the build reads them), kana, Latin.
const words = [
  '夜',
  '恋',
  '花',
  '星',
  '空',
  '海',
  '雪',
  '風',
  '月',
  '夢',
  '春',
  '夏',
  'ヨル',
  'ハナ',
  'きみ',
  'ぼく',
  'うた',
  'Love',
  'Night',
  'Blue',
  'Sky',
  'Dream',
  '駆ける',
  '唄',
  '物語',
  '約束',
]
const artistNames = [
  'YOASOBI',
  'あいみょん',
  '米津玄師',
  'LiSA',
  'Aimer',
  'ヨルシカ',
  'ClariS',
  'fripSide',
  'Ado',
  'RADWIMPS',
  'back number',
  'King Gnu',
  'Vaundy',
  'Eve',
  'DAOKO',
  '優里',
  'supercell',
  'tuki.',
]

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T
}

function time(seconds: number, long: boolean): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  if (h === 0) return `${m}:${s}`
  return `${long ? String(h).padStart(2, '0') : h}:${String(m).padStart(2, '0')}:${s}`
}

/**
 * How many performances each stream gets: most between 0.4 and 1.6 times the mean, and every
 * 25th a marathon of 4 times the mean, as real archives have; the sizes sum to `performances`.
 */
function streamSizes(streams: number, performances: number, next: () => number): number[] {
  const weights = Array.from({ length: streams }, (_, s) =>
    s % 25 === 12 ? 4 : 0.4 + next() * 1.2,
  )
  const total = weights.reduce((sum, w) => sum + w, 0)
  const sizes = weights.map((w) => Math.floor((performances * w) / total))
  let missing = performances - sizes.reduce((sum, n) => sum + n, 0)
  for (let s = 0; missing > 0; s = (s + 1) % streams, missing--) sizes[s] = (sizes[s] ?? 0) + 1
  return sizes
}

/**
 * A valid raw data set of the given size (default: 2,000 performances of about 600 distinct
 * songs over 150 streams), with the real data's quirks: kanji, kana and Latin titles, tracking parameters,
 * collaborations, request streams, two-video streams, two streams on one day, streams of very
 * different lengths and every time format.
 */
export function generateStreams(options: GenerateOptions = {}): RawStream[] {
  const {
    streams: streamCount = 150,
    distinctSongs = 600,
    performances = 2000,
    seed = 20250211,
  } = options
  const next = random(seed)
  const songs: Omit<RawSong, 'songTime' | 'songLink' | 'showDate'>[] = []
  for (let i = 0; i < distinctSongs; i++) {
    const parts = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(words, next))
    const singer =
      next() < 0.1
        ? `${pick(artistNames, next)} × ${pick(artistNames, next)}`
        : `${pick(artistNames, next)}${i % 7 === 0 ? '' : ` ${i % 40}`}`
    const songName = `${parts.join('')} ${i}`
    songs.push({ songName, singer })
  }
  const result: RawStream[] = []
  const start = Date.UTC(2020, 0, 1)
  const counts = streamSizes(streamCount, performances, next)
  for (let s = 0; s < streamCount; s++) {
    const count = counts[s] ?? 0
    // Every 40th stream is a second stream on the day of the one before (a `-2` file).
    const day = s % 40 === 39 ? s - 1 : s
    const date = new Date(start + day * 3 * 86_400_000)
    const dayOfMonth = date.getUTCDate()
    const month = date.getUTCMonth() + 1
    const videoId = `gen${String(s).padStart(6, '0')}ab`
    const songList: RawSong[] = []
    let seconds = 120 + Math.floor(next() * 300)
    for (let i = 0; i < count; i++) {
      // Every 12th stream moves to a second video halfway, as long streams do.
      const second = s % 12 === 0 && i >= count / 2
      const id = second ? `gen${String(s).padStart(6, '0')}cd` : videoId
      const song = songs[(s * 7 + i * 13 + Math.floor(next() * 50)) % distinctSongs]
      if (!song) throw new Error('song index out of range')
      const tracking = i % 5 === 0 ? `&si=bench${i}` : ''
      songList.push({
        showDate: true,
        ...song,
        songTime: time(seconds, s % 2 === 0),
        songLink: `https://www.youtube.com/watch?v=${id}&t=${seconds}s${tracking}`,
      })
      seconds += 200 + Math.floor(next() * 200)
    }
    result.push({
      date: `${date.getUTCFullYear()}/${s % 3 === 0 ? String(month).padStart(2, '0') : month}/${dayOfMonth}`,
      streamName: `bench stream ${s}`,
      showList: true,
      showDate: true,
      ...(s % 5 === 0 ? { category: 'request' as const } : {}),
      songList,
    })
  }
  return result
}

/** An archive of `performances`, about 10 a stream and 3 per distinct song: `bench:data`'s shape. */
export function generateArchive(performances: number): RawStream[] {
  return generateStreams({
    performances,
    streams: Math.max(1, Math.round(performances / 10)),
    distinctSongs: Math.max(1, Math.round(performances * 0.3)),
  })
}
