import { removeZeroWidth } from '#src/shared/song-model/text/zero-width.ts'

import type { ApiClient } from './api.ts'
import { pageItems, pageTurner } from './pages.ts'
import { shortQuote, titleProblem, videoIdProblem } from './video-values.ts'

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

interface PlaylistItem {
  snippet?: { title?: string; publishedAt?: string }
  contentDetails?: { videoId?: string; videoPublishedAt?: string }
}

interface PlaylistItemList {
  nextPageToken?: unknown
  items?: unknown
}

/** The uploads, and why each one left out was: an id or title the archive could not hold. */
export interface UploadsRead {
  uploads: Upload[]
  leftOut: string[]
}

/** playlistItems.list sends at most 50 items a page. */
const itemsPerPage = 50

/**
 * The most pages of uploads a run reads: 20,000 videos, far more than a singer's channel holds.
 * A listing longer than that is YouTube going wrong, and would spend the day's quota in minutes.
 */
export const maxUploadPages = 20_000 / itemsPerPage

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

/** The item as an upload, or why it is left out; one without an id or a time is no video. */
function readItem(item: PlaylistItem | null): Upload | string | null {
  const videoId = item?.contentDetails?.videoId
  const publishedAt = item?.contentDetails?.videoPublishedAt ?? item?.snippet?.publishedAt
  if (!videoId || typeof publishedAt !== 'string') return null
  const badId = videoIdProblem(videoId)
  if (badId) return `an upload was left out: ${badId}`
  if (Number.isNaN(Date.parse(publishedAt)))
    return `the upload ${videoId} was left out: its time ${shortQuote(publishedAt)} is not a date`
  // An unseen zero-width character must neither hide a singing word nor leave the upload out;
  // the stream's name is mended again from its video, and the removal named there.
  const title = removeZeroWidth(item?.snippet?.title ?? '').text
  const badTitle = titleProblem(title)
  return badTitle
    ? `the upload ${videoId} was left out: ${badTitle}`
    : { videoId, title, publishedAt }
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
): Promise<UploadsRead> {
  const read: UploadsRead = { uploads: [], leftOut: [] }
  const nextPage = pageTurner('playlistItems', maxUploadPages)
  let pageToken: string | undefined
  do {
    const page = await client.list<PlaylistItemList>('playlistItems', {
      part: 'snippet,contentDetails',
      playlistId,
      maxResults: String(itemsPerPage),
      ...(pageToken ? { pageToken } : {}),
    })
    let allOld = true
    for (const item of pageItems<PlaylistItem | null>('playlistItems', page.items, itemsPerPage)) {
      const upload = readItem(item)
      if (typeof upload === 'string') read.leftOut.push(upload)
      else if (upload) {
        read.uploads.push(upload)
        allOld &&= isOld(upload)
      }
    }
    if (allOld) break
    pageToken = nextPage(page.nextPageToken)
  } while (pageToken)
  return read
}
