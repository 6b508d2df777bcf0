import type { RawSong, RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

import { generatedSongs } from './generated-titles.ts'

export interface GenerateOptions {
  streams?: number
  distinctSongs?: number
  performances?: number
  /** How often the most-sung song is sung; also the length of the longest stream. */
  mostSung?: number
  longestStream?: number
  /** The share of the songs sung exactly once. */
  onceShare?: number
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

function time(seconds: number, long: boolean): string {
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  if (h === 0) return `${m}:${s}`
  return `${long ? String(h).padStart(2, '0') : h}:${String(m).padStart(2, '0')}:${s}`
}

/**
 * How many performances each stream gets: most between 0.4 and 1.6 times the mean, every 25th a
 * marathon of 4 times the mean, as real archives have, and the middle stream exactly `longest`
 * (when that is longer than any other); the sizes sum to `performances`.
 */
function streamSizes(
  streams: number,
  performances: number,
  longest: number,
  next: () => number,
): number[] {
  const weights = Array.from({ length: streams }, (_, s) =>
    s % 25 === 12 ? 4 : 0.4 + next() * 1.2,
  )
  const forced = Math.floor(streams / 2)
  const fixed = streams > 1 && longest > 0 ? Math.min(longest, performances) : 0
  if (fixed > 0) weights[forced] = 0
  const total = weights.reduce((sum, w) => sum + w, 0)
  const sizes = weights.map((w) => Math.floor(((performances - fixed) * w) / total))
  if (fixed > 0) sizes[forced] = fixed
  let missing = performances - sizes.reduce((sum, n) => sum + n, 0)
  for (let s = 0; missing > 0; s = (s + 1) % streams) {
    if (s === forced && fixed > 0) continue
    sizes[s] = (sizes[s] ?? 0) + 1
    missing--
  }
  return sizes
}

/**
 * How often each song is sung, most-sung first: song 0 `mostSung` times, about `onceShare` of the
 * songs once, and the rest between 2 and `mostSung - 1` times, falling off like a popularity curve.
 * The counts sum to `performances`.
 */
export function songCounts(
  distinctSongs: number,
  performances: number,
  mostSung: number,
  onceShare: number,
): number[] {
  const songs = Math.max(1, Math.min(distinctSongs, performances))
  if (songs === 1) return [performances]
  const top = Math.min(Math.max(1, mostSung), performances - (songs - 1))
  const rest = performances - top
  let once = Math.min(songs - 1, Math.round(onceShare * songs))
  let multi = songs - 1 - once
  // Each song sung more than once needs two performances: fewer of them when the rest is short.
  while (multi > 0 && rest - once < 2 * multi) {
    once++
    multi--
  }
  const extra = rest - once - 2 * multi
  if (multi === 0) return [top + extra, ...Array<number>(once).fill(1)]
  const cap = top > 2 && (top - 1) * multi >= extra + 2 * multi ? top - 1 : Infinity
  const weights = Array.from({ length: multi }, (_, k) => 1 / Math.sqrt(k + 1))
  const weightSum = weights.reduce((sum, w) => sum + w, 0)
  const counts = weights.map((w) => Math.min(cap, 2 + Math.floor((extra * w) / weightSum)))
  let missing = rest - once - counts.reduce((sum, n) => sum + n, 0)
  for (let k = 0; missing > 0; k = (k + 1) % multi)
    if ((counts[k] ?? 0) < cap) {
      counts[k] = (counts[k] ?? 0) + 1
      missing--
    }
  return [top, ...counts, ...Array<number>(once).fill(1)]
}

function shuffle<T>(list: T[], next: () => number): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[list[i], list[j]] = [list[j] as T, list[i] as T]
  }
  return list
}

/**
 * Which songs each stream sings: every song's performances go to streams at random, a song at
 * most once a stream while another stream has room, each setlist in random order.
 */
function setlists(sizes: number[], counts: number[], next: () => number): number[][] {
  const slots = shuffle(
    sizes.flatMap((n, s) => Array<number>(n).fill(s)),
    next,
  )
  const lists: number[][] = sizes.map(() => [])
  let held: number[] = []
  let cursor = 0
  counts.forEach((count, song) => {
    const taken = new Set<number>()
    const place = (s: number) => {
      taken.add(s)
      lists[s]?.push(song)
    }
    const kept: number[] = []
    for (const s of held)
      if (taken.size < count && !taken.has(s)) place(s)
      else kept.push(s)
    held = kept
    while (taken.size < count && cursor < slots.length) {
      const s = slots[cursor++] as number
      if (taken.has(s)) held.push(s)
      else place(s)
    }
    // Only when no other stream has room left does a song come twice in one stream.
    for (let placed = taken.size; placed < count; placed++)
      lists[held.shift() as number]?.push(song)
  })
  return lists.map((list) => shuffle(list, next))
}

/**
 * A valid raw data set of the given size (default: 2,000 performances of about 600 distinct
 * songs over 150 streams), with the real data's quirks: kanji, kana, Chinese and Latin titles,
 * tracking parameters, collaborations, request streams, two-video streams, two streams on one
 * day, streams of very different lengths, every time format, a few much-sung songs and a long
 * tail sung once.
 */
export function generateStreams(options: GenerateOptions = {}): RawStream[] {
  const {
    streams: streamCount = 150,
    distinctSongs = 600,
    performances = 2000,
    mostSung = Math.min(100, Math.max(1, Math.round(performances / 100))),
    longestStream = Math.min(100, Math.max(1, Math.round(performances / 100))),
    onceShare = 0.7,
    seed = 20250211,
  } = options
  const next = random(seed)
  const counts = songCounts(distinctSongs, performances, mostSung, onceShare)
  const songs = generatedSongs(counts.length, next)
  const result: RawStream[] = []
  const start = Date.UTC(2020, 0, 1)
  const sizes = streamSizes(streamCount, performances, longestStream, next)
  const lists = setlists(sizes, counts, next)
  for (let s = 0; s < streamCount; s++) {
    const list = lists[s] ?? []
    const count = list.length
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
      const song = songs[list[i] ?? -1]
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

/**
 * An archive of `performances` shaped like the performance issue's: about 10 a stream and 2.5 per
 * distinct song, 70% of the songs sung once, and at 10,000 one song sung 100 times and one stream
 * of 100 songs (a hundredth of the performances below that). `bench:data`'s shape.
 */
export function generateArchive(performances: number): RawStream[] {
  return generateStreams({
    performances,
    streams: Math.max(1, Math.round(performances / 10)),
    distinctSongs: Math.max(1, Math.round(performances * 0.4)),
  })
}
