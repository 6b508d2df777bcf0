/** What segment resolution needs of a performance. */
export interface Timed {
  videoId: string
  startSeconds: number
}

/**
 * The end of each performance when its data gives none: the next start in the same video, or null
 * (it plays to the video's end). Streams list songs in time order, but the smallest later start is
 * taken, so an out-of-order entry never gets a segment that runs backwards.
 */
export function implicitEnds(performances: readonly Timed[]): (number | null)[] {
  const startsByVideo = new Map<string, number[]>()
  for (const { videoId, startSeconds } of performances) {
    const starts = startsByVideo.get(videoId)
    if (starts) starts.push(startSeconds)
    else startsByVideo.set(videoId, [startSeconds])
  }
  for (const starts of startsByVideo.values()) starts.sort((a, b) => a - b)
  return performances.map(({ videoId, startSeconds }) => {
    const starts = startsByVideo.get(videoId) ?? []
    return starts.find((start) => start > startSeconds) ?? null
  })
}

/** Each performance's end: its own when the data has one, else the implicit end. */
export function resolveEnds(
  performances: readonly Timed[],
  explicit: readonly (number | null | undefined)[],
): (number | null)[] {
  const implicit = implicitEnds(performances)
  return implicit.map((end, i) => explicit[i] ?? end)
}
