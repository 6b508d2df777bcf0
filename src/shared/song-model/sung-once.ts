/**
 * Marks each performance that is its song's only one in the archive (一度だけ歌った曲), as the
 * model does with debuts once it has every stream, whether built from the stream files or
 * unpacked in the browser. A stream left off the site (`showList: false`) is not in the model, so
 * it does not count.
 */
export function markSungOnce(
  songs: readonly { performances: readonly { sungOnce: boolean }[] }[],
): void {
  for (const { performances } of songs) {
    const [only] = performances
    if (only && performances.length === 1) only.sungOnce = true
  }
}
