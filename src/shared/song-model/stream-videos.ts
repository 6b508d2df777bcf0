import type { Stream } from './song-model.ts'

/** A stream's videos, in the order its songs first appear in them. */
export const streamVideoIds = (stream: Stream): string[] => [
  ...new Set(stream.performances.map((p) => p.videoId)),
]
