// Song titles that may carry what a fan copied with them from a timestamp list: the time the song
// starts (`20:15 Lemon`) or its place in the setlist (`03. Lemon`). Some real titles look alike
// (`99.9`, `#1`), so these are warned about and imported as they are, never refused.

// A time as timestamp lists write it, not inside a longer run of digits and colons.
const timeInTitle = /(?<![\d:])\d{1,2}:[0-5]\d(?::[0-5]\d)?(?![\d:])/
// `03.`, `3)`, `#3` at the start, before the title: `99.9` and `3 Lemon` are not taken for one.
const leadingTrackNumber = /^(?:#\d{1,3}|\d{1,3}[.)])(?=\s*[^\d\s])/

/** Why the title may hold more than the song's title, or undefined when it looks like a title. */
export function titleQuirk(title: string): string | undefined {
  const text = title.normalize('NFKC')
  const track = leadingTrackNumber.exec(text)
  if (track)
    return `the title "${title}" starts with what looks like a track number, ${track[0]}; imported as it is: remove it from the sheet if it is not part of the title`
  const time = timeInTitle.exec(text)
  if (time)
    return `the title "${title}" holds what looks like a time, ${time[0]}; imported as it is: if it is where the song starts, move it to the time column`
  return undefined
}
