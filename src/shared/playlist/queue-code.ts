/** How a queue goes on when its current performance ends. */
export type RepeatMode = 'off' | 'all' | 'one'

/** A performance as the queue names it: stable while streams are added, unlike list positions. */
export interface QueueEntry {
  videoId: string
  startSeconds: number
}

export interface QueueCode {
  entries: QueueEntry[]
  /** Index of the current entry. */
  position: number
  repeat: RepeatMode
}

/** The most performances one queue holds, so its link stays a few kilobytes at worst. */
export const queueLimit = 200

const version = '1'
const repeatLetters: Record<RepeatMode, string> = { off: 'n', all: 'a', one: 'o' }
const repeatOfLetter = new Map(
  Object.entries(repeatLetters).map(([mode, letter]) => [letter, mode as RepeatMode]),
)
const videoIdPattern = /^[\w-]{11}$/
const numberPattern = /^[0-9a-z]{1,7}$/
/**
 * The longest code of `queueLimit` entries (each in a group of its own, seven-digit start): a longer
 * value is refused before it is split, however it got here (a link, a file, storage).
 */
const codeLengthLimit = '1.zzzzzzz.n'.length + queueLimit * '*aaaaaaaaaaazzzzzzz'.length

/**
 * `1.<position>.<repeat>*<group>*<group>…`: a group is a video id followed by the starts of
 * consecutive entries in that video, in base 36, joined by dots. Only characters that URLs carry
 * unescaped (by encodeURIComponent and by URLSearchParams alike), so a shared link reads as written.
 */
export function encodeQueue({ entries, position, repeat }: QueueCode): string {
  const groups: string[] = []
  let lastVideo: string | undefined
  for (const { videoId, startSeconds } of entries) {
    const start = startSeconds.toString(36)
    if (videoId === lastVideo) groups[groups.length - 1] += `.${start}`
    else groups.push(videoId + start)
    lastVideo = videoId
  }
  return [`${version}.${position.toString(36)}.${repeatLetters[repeat]}`, ...groups].join('*')
}

/** Adds the group's entries to `entries`; false when the group is not one. */
function decodeGroup(group: string, entries: QueueEntry[]): boolean {
  const videoId = group.slice(0, 11)
  const starts = group.slice(11).split('.')
  if (!videoIdPattern.test(videoId) || !starts.every((s) => numberPattern.test(s))) return false
  for (const start of starts) entries.push({ videoId, startSeconds: parseInt(start, 36) })
  return true
}

/** The queue a URL value names, or null for anything else: a malformed link plays nothing. */
export function decodeQueue(value: unknown): QueueCode | null {
  if (typeof value !== 'string' || value.length > codeLengthLimit) return null
  const [header = '', ...groups] = value.split('*')
  const [head, positionText = '', letter = '', ...rest] = header.split('.')
  const repeat = repeatOfLetter.get(letter)
  if (head !== version || rest.length > 0 || !repeat || !numberPattern.test(positionText))
    return null
  const entries: QueueEntry[] = []
  for (const group of groups) {
    if (!decodeGroup(group, entries) || entries.length > queueLimit) return null
  }
  const position = parseInt(positionText, 36)
  if (entries.length === 0 || entries.length > queueLimit || position >= entries.length) return null
  return { entries, position, repeat }
}
