/** What the marks read and set of a song's performances, as the model lists them. */
interface MarkedSong {
  performances: readonly { streamId: string; debut: boolean; sungOnce: boolean }[]
}

/**
 * Marks each song's first performance in the archive (初披露) and, for a song the site lists a
 * single performance of, that one (一度だけ歌った曲): worked out from the data, never written by
 * hand, once the model (built from the stream files or unpacked in the browser) has every stream.
 * Streams go by date, then in the data's order within a day (the stream's id: its files' `-2`,
 * `-3` order), and a setlist in its own order, so a song sung twice in its first stream debuts
 * once. A song is its `songKey`, the rule by which the catalogue joins spellings (`GETCHA!` and
 * `getcha` are one song). A stream whose date is hidden still counts, since the data knows its
 * day; a stream left off the site (`showList: false`) is not in the model, so a song first sung
 * there debuts at its first performance the site shows.
 *
 * A song's performances come streams newest first (a day's later stream first) and each stream's
 * in setlist order, so its debut is the first of those of its last stream: one pass over the
 * songs, with no sort and no set of ids (a tenth of unpacking the song data in the browser).
 */
export function markDebutsAndSungOnce(songs: readonly MarkedSong[]): void {
  for (const { performances } of songs) {
    let first = performances.length - 1
    const oldest = performances[first]
    if (!oldest) continue
    while (first > 0 && performances[first - 1]?.streamId === oldest.streamId) first--
    ;(performances[first] as MarkedSong['performances'][number]).debut = true
    if (performances.length === 1) oldest.sungOnce = true
  }
}
