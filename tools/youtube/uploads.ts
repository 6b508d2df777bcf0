import type { ApiClient } from './api.ts'

/** One video of a channel's uploads playlist. */
export interface Upload {
  videoId: string
  title: string
  /** When the video was published (the item's own time when YouTube gives none, e.g. private). */
  publishedAt: string
}

interface ChannelList {
  items?: { contentDetails?: { relatedPlaylists?: { uploads?: string } } }[]
}

interface PlaylistItemList {
  nextPageToken?: string
  items?: {
    snippet?: { title?: string; publishedAt?: string }
    contentDetails?: { videoId?: string; videoPublishedAt?: string }
  }[]
}

/** The id of the playlist that lists every upload of the channel (one unit). */
export async function uploadsPlaylistId(client: ApiClient, channelId: string): Promise<string> {
  const { items } = await client.list<ChannelList>('channels', {
    part: 'contentDetails',
    id: channelId,
  })
  const id = items?.[0]?.contentDetails?.relatedPlaylists?.uploads
  if (!id) throw new Error(`channels.list: no channel ${channelId}; is the id right?`)
  return id
}

/**
 * The uploads, newest first, page by page (50 an item page, one unit each). Reading stops after
 * the first page on which every upload `isOld` says is old: YouTube lists uploads newest first,
 * so the pages after it hold older ones still, and a whole page rather than one item must be old
 * because a stream scheduled long before it starts is listed by when it was scheduled.
 */
export async function readUploads(
  client: ApiClient,
  playlistId: string,
  isOld: (upload: Upload) => boolean,
): Promise<Upload[]> {
  const uploads: Upload[] = []
  let pageToken: string | undefined
  do {
    const page = await client.list<PlaylistItemList>('playlistItems', {
      part: 'snippet,contentDetails',
      playlistId,
      maxResults: '50',
      ...(pageToken ? { pageToken } : {}),
    })
    const items = (page.items ?? []).flatMap((item): Upload[] => {
      const videoId = item.contentDetails?.videoId
      const publishedAt = item.contentDetails?.videoPublishedAt ?? item.snippet?.publishedAt
      return videoId && publishedAt
        ? [{ videoId, title: item.snippet?.title ?? '', publishedAt }]
        : []
    })
    uploads.push(...items)
    if (items.every(isOld)) break
    pageToken = page.nextPageToken
  } while (pageToken)
  return uploads
}
