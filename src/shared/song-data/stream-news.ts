import type { SongModel } from '#src/shared/song-model/song-model.ts'
import { streamSlug } from '#src/shared/song-model/stream-file-name.ts'

/** Each stream the site lists, newest first: its page's slug and how many songs it debuted. */
export type StreamNews = readonly (readonly [slug: string, debuts: number])[]

/**
 * What "since your last visit" compares and counts, worked out at build so the home page needs
 * neither the song data nor its parser.
 */
export function streamNews(model: Pick<SongModel, 'streams'>): StreamNews {
  return model.streams.map((stream) => [
    streamSlug(stream.file),
    stream.performances.filter((p) => p.debut).length,
  ])
}
