// `m:ss`, `mm:ss`, `h:mm:ss`, `hh:mm:ss`: the four formats fans write times in.
const minutesSeconds = /^(\d{1,2}):([0-5]\d)$/
const hoursMinutesSeconds = /^(\d{1,2}):([0-5]\d):([0-5]\d)$/

/** Seconds from the start of the video, or null when the text is not one of the four formats. */
export function parseSongTime(text: string): number | null {
  const short = minutesSeconds.exec(text)
  if (short) {
    const minutes = Number(short[1])
    return minutes < 60 ? minutes * 60 + Number(short[2]) : null
  }
  const long = hoursMinutesSeconds.exec(text)
  if (long) return Number(long[1]) * 3600 + Number(long[2]) * 60 + Number(long[3])
  return null
}

/**
 * Seconds as `m:ss` or `h:mm:ss`, the one form the site shows; `alwaysHours` writes `0:04:05`,
 * so a spreadsheet reads every value of a column as a time.
 */
export function formatSongTime(totalSeconds: number, alwaysHours = false): string {
  const hours = Math.floor(totalSeconds / 3600)
  const minutes = Math.floor((totalSeconds % 3600) / 60)
  const seconds = String(totalSeconds % 60).padStart(2, '0')
  return hours > 0 || alwaysHours
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`
}
