export interface VideoLink {
  videoId: string
  /** The `t=` offset in seconds, or null when the link has none. */
  startSeconds: number | null
}

const videoIdPattern = /^[A-Za-z0-9_-]{11}$/
const youtubeHosts = new Set(['www.youtube.com', 'youtube.com', 'm.youtube.com'])
// `t=245`, `t=245s` or `t=1h2m3s`, as YouTube's share menus write it.
const offsetPattern = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/

function parseOffset(value: string): number | null {
  const match = offsetPattern.exec(value)
  if (!value || !match) return null
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0)
}

function videoIdOf(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.slice(1)
  if (!youtubeHosts.has(url.hostname)) return undefined
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined
  return /^\/live\/([^/]+)\/?$/.exec(url.pathname)?.[1]
}

/**
 * Reads an https YouTube link (`youtube.com/watch?v=`, `youtu.be/`, `youtube.com/live/`):
 * null when it is not one, has no 11-character video id, or has an unreadable `t=`.
 * Other parameters (such as the `si=` tracking parameter) are ignored.
 */
export function parseVideoLink(text: string): VideoLink | null {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'https:') return null
  const videoId = videoIdOf(url)
  if (!videoId || !videoIdPattern.test(videoId)) return null
  const offset = url.searchParams.get('t')
  if (offset === null) return { videoId, startSeconds: null }
  const startSeconds = parseOffset(offset)
  return startSeconds === null ? null : { videoId, startSeconds }
}

/** The one link form the site shows: no tracking parameters, offset in seconds. */
export function canonicalVideoLink(videoId: string, startSeconds: number): string {
  return `${videoPageLink(videoId)}&t=${startSeconds}s`
}

/** A whole video's page, from its start. */
export function videoPageLink(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`
}
