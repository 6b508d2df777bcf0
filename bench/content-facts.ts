// What the bench needs to know of a content folder, read straight from its stream files: its size,
// and the most-sung song, whose history (every performance of it) the bench opens.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import type { RawStream } from '#src/shared/song-model/schema-types/stream-file.gen.ts'

export interface ContentFacts {
  streams: number
  performances: number
  songs: number
  mostSung: { title: string; artist: string; count: number }
}

/** Listed streams and performances, and the most-sung song's title and artist as first written. */
export function contentFacts(contentDir: string): ContentFacts {
  const folder = join(contentDir, 'streams')
  const counts = new Map<string, number>()
  let streams = 0
  let performances = 0
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    const stream: RawStream = JSON.parse(readFileSync(join(folder, file), 'utf8'))
    if (!stream.showList) continue
    streams++
    for (const song of stream.songList) {
      performances++
      const key = JSON.stringify([song.songName.trim(), song.singer.trim()])
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  const [key, count] = [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))
  const [title, artist]: [string, string] = JSON.parse(key)
  return { streams, performances, songs: counts.size, mostSung: { title, artist, count } }
}
