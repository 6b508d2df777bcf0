/** What the end-time rule needs of a song: its video, its start and its end, in seconds. */
export interface SongTiming {
  /** Null or undefined when the song has no readable link: it is in no video. */
  videoId: string | null | undefined
  start: number | null
  end?: number | null
}

/**
 * The index of the first song after `index` in the same video (-1 when there is none): where an
 * end time may run to, at most. Songs in other videos between them do not count.
 */
export function nextInVideo(timings: readonly SongTiming[], index: number): number {
  const videoId = timings[index]?.videoId
  if (!videoId) return -1
  return timings.findIndex((timing, j) => j > index && timing.videoId === videoId)
}

/** An end that runs past the start of the next song in its video. */
export interface EndOverrun {
  index: number
  /** The next song in the same video. */
  next: number
  end: number
  nextStart: number
}

/**
 * The ends the data checks refuse for running into the next song of their video and that can be
 * mended by ending them where that song starts: those whose song starts before the next one does.
 * (An end whose next song starts at the same time or earlier has no place to end: it is left to
 * the checks to name.)
 */
export function endOverruns(timings: readonly SongTiming[]): EndOverrun[] {
  return timings.flatMap(({ start, end }, index) => {
    if (start === null || end === null || end === undefined || end <= start) return []
    const next = nextInVideo(timings, index)
    const nextStart = next < 0 ? null : (timings[next]?.start ?? null)
    if (nextStart === null || end <= nextStart || nextStart <= start) return []
    return [{ index, next, end, nextStart }]
  })
}
