import type { ApiClient } from './api.ts'

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

interface VideoList {
  items?: {
    id: string
    snippet?: {
      title?: string
      description?: string
      publishedAt?: string
      liveBroadcastContent?: string
    }
    liveStreamingDetails?: { actualStartTime?: string }
  }[]
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
    const { items } = await client.list<VideoList>('videos', {
      part: 'snippet,liveStreamingDetails',
      id: ids.slice(start, start + idsPerCall).join(','),
    })
    for (const item of items ?? []) {
      const { snippet = {}, liveStreamingDetails } = item
      details.push({
        id: item.id,
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
