import {
  streamFileName,
  streamFileSequence,
  streamSlug,
} from '#src/shared/song-model/keys/stream-file-name.ts'
import type { SongModel } from '#src/shared/song-model/song-model.ts'

/** Each stream the site lists, newest first: its page's slug and how many songs it debuted. */
export type StreamNews = readonly (readonly [slug: string, debuts: number])[]

const dayMs = 24 * 60 * 60 * 1000
const dayOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / dayMs
const isoDateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10)

/**
 * What "since your last visit" compares and counts, written small: the home page loads it on every
 * visit, and a long archive lists a thousand streams. Newest first, one entry per stream, `,`
 * between: the days since the entry before (the first: since 1970), `-N` for a day's N-th stream
 * file, `+N` for N debuts. `2025-03-09-2` with 3 debuts after `2025-03-16` is `7-2+3`.
 */
export function packStreamNews(model: Pick<SongModel, 'streams'>): string {
  let previous: number | null = null
  return model.streams
    .map((stream) => {
      const day = dayOf(stream.isoDate)
      const sequence = streamFileSequence(stream.file) ?? 1
      const debuts = stream.performances.filter((p) => p.debut).length
      const delta = previous === null ? day : previous - day
      previous = day
      return `${delta}${sequence > 1 ? `-${sequence}` : ''}${debuts > 0 ? `+${debuts}` : ''}`
    })
    .join(',')
}

/** The news `packStreamNews` wrote, each stream as its slug and its debuts. */
export function unpackStreamNews(packed: string): StreamNews {
  if (packed === '') return []
  let day = 0
  return packed.split(',').map((entry, i) => {
    const [, delta = '0', sequence = '1', debuts = '0'] =
      /^(\d+)(?:-(\d+))?(?:\+(\d+))?$/.exec(entry) ?? []
    day = i === 0 ? Number(delta) : day - Number(delta)
    return [streamSlug(streamFileName(isoDateOf(day), Number(sequence))), Number(debuts)]
  })
}
