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

interface VideoItem {
  id?: unknown
  snippet?: {
    title?: string
    description?: string
    publishedAt?: string
    liveBroadcastContent?: string
  }
  liveStreamingDetails?: { actualStartTime?: string }
}

interface VideoList {
  items?: unknown
}

/** videos.list takes at most 50 ids a call. */
const idsPerCall = 50

/** The title, description and times of each video (one unit per 50); a deleted one is missing. */
export async function videoDetails(
  client: ApiClient,
  ids: readonly string[],
): Promise<VideoDetails[]> {
  const details: VideoDetails[] = []
  for (let start = 0; start < ids.length; start += idsPerCall) {
    const asked = ids.slice(start, start + idsPerCall)
    const { items } = await client.list<VideoList>('videos', {
      part: 'snippet,liveStreamingDetails',
      id: asked.join(','),
    })
    for (const item of pageItems<VideoItem | null>('videos', items, asked.length)) {
      if (!item) continue
      const { id, snippet = {}, liveStreamingDetails } = item
      // Only the videos asked for are kept: their ids were checked before they were asked.
      if (typeof id !== 'string' || !asked.includes(id)) continue
      details.push({
        id,
        title: snippet.title ?? '',
        description: snippet.description ?? '',
        publishedAt: snippet.publishedAt ?? '',
        ...(liveStreamingDetails?.actualStartTime
          ? { actualStartTime: liveStreamingDetails.actualStartTime }
          : {}),
        liveBroadcastContent: snippet.liveBroadcastContent ?? 'none',
      })
    }
  }
  return details
}
