import { parseSongTime } from '#src/shared/song-model/time/song-time.ts'

/** Full-width digits and colons, as IMEs type them, turned into ASCII. */
export function toHalfWidth(text: string): string {
  return text.replace(/[０-９：]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
}

/**
 * Seconds for a timestamp token from a comment (`h:mm:ss`, `mm:ss`, `m:ss`, full-width allowed),
 * or null. `75:20` is read as 1:15:20, since some fans keep counting minutes past the hour.
 */
export function commentTimeSeconds(token: string): number | null {
  const text = toHalfWidth(token)
  const pastHour = /^(\d{2,3}):([0-5]\d)$/.exec(text)
  if (pastHour && Number(pastHour[1]) >= 60) {
    return Number(pastHour[1]) * 60 + Number(pastHour[2])
  }
  return parseSongTime(text)
}
