import type { SongModel, Stream } from '#src/shared/song-model/song-model.ts'

/** The streams just older (`previous`) and just newer (`next`) than the one in `file`. */
export function streamNeighbours(
  model: SongModel,
  file: string,
): { previous: Stream | null; next: Stream | null } {
  const position = model.streams.findIndex((s) => s.file === file)
  if (position < 0) return { previous: null, next: null }
  // The model lists streams newest first.
  return {
    previous: model.streams[position + 1] ?? null,
    next: model.streams[position - 1] ?? null,
  }
}
