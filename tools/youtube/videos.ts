import type { ApiClient } from './api.ts'
import { pageItems } from './pages.ts'

export interface VideoDetails {
  id: string
  title: string
  description: string
  publishedAt: string
  /** When the stream began; absent for an upload that was never a live stream. */
  actualStartTime?: string
  /** `live` or `upcoming` while the stream is not over, else `none`. */
  liveBroadcastContent: string
}

/** A video YouTube answered for in a shape the tools cannot read, and what is wrong with it. */
export interface MalformedVideo {
  id: string
  problem: string
}

interface VideoItem {
  id?: unknown
  snippet?: {
    title?: unknown
    description?: unknown
    publishedAt?: unknown
    liveBroadcastContent?: unknown
  } | null
  liveStreamingDetails?: { actualStartTime?: unknown } | null
}

interface VideoList {
  items?: unknown
}

/** videos.list takes at most 50 ids a call. */
const idsPerCall = 50

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value))

/** A value as the notes show it: `42` as itself (quoted, it would read as the text "42"). */
function shown(value: unknown): string {
  if (value === undefined) return 'missing'
  const json = JSON.stringify(value)
  return json.length > 40 ? `${json.slice(0, 40)}…` : json
}

const not = (field: string, value: unknown, what: string) =>
  `${field} is ${shown(value)}, not ${what}`

/**
 * The video's details, or what in them the tools cannot read: a text that is no text, a time
 * that is no date. One such video must cost itself alone, not the run.
 */
function readVideo(
  id: string,
  { snippet, liveStreamingDetails }: VideoItem,
): VideoDetails | string {
  const title = snippet?.title ?? ''
  const description = snippet?.description ?? ''
  const publishedAt = snippet?.publishedAt
  const liveBroadcastContent = snippet?.liveBroadcastContent ?? 'none'
  // An empty or null start is no start, as for an upload that was never live.
  const started = liveStreamingDetails?.actualStartTime || undefined
  if (typeof title !== 'string') return not('snippet.title', title, 'text')
  if (typeof description !== 'string') return not('snippet.description', description, 'text')
  if (typeof liveBroadcastContent !== 'string')
    return not('snippet.liveBroadcastContent', liveBroadcastContent, 'text')
  if (!isTime(publishedAt)) return not('snippet.publishedAt', publishedAt, 'a date')
  if (started !== undefined && !isTime(started))
    return not('liveStreamingDetails.actualStartTime', started, 'a date')
  return {
    id,
    title,
    description,
    publishedAt,
    ...(isTime(started) ? { actualStartTime: started } : {}),
    liveBroadcastContent,
  }
}

/**
 * The title, description and times of each video (one unit per 50); a deleted one is missing, one
 * whose details cannot be read is listed as malformed.
 */
export async function videoDetails(
  client: ApiClient,
  ids: readonly string[],
): Promise<{ videos: VideoDetails[]; malformed: MalformedVideo[] }> {
  const videos: VideoDetails[] = []
  const malformed: MalformedVideo[] = []
  for (let start = 0; start < ids.length; start += idsPerCall) {
    const asked = ids.slice(start, start + idsPerCall)
    const { items } = await client.list<VideoList>('videos', {
      part: 'snippet,liveStreamingDetails',
      id: asked.join(','),
    })
    for (const item of pageItems<VideoItem | null>('videos', items, asked.length)) {
      // Only the videos asked for are kept: their ids were checked before they were asked.
      if (!item || typeof item.id !== 'string' || !asked.includes(item.id)) continue
      const video = readVideo(item.id, item)
      if (typeof video === 'string') malformed.push({ id: item.id, problem: video })
      else videos.push(video)
    }
  }
  return { videos, malformed }
}
