import { type ApiClient, YouTubeApiError } from './api.ts'
import { pageItems } from './pages.ts'

export interface TopComment {
  id: string
  author: string
  text: string
  likeCount: number
}

/**
 * How many pages of 100 top-level comments are read, most relevant first: a setlist comment is
 * among the most liked, and a video with thousands of comments must not cost dozens of units.
 */
export const maxCommentPages = 5

const commentsPerPage = 100

interface CommentThread {
  snippet?: {
    topLevelComment?: {
      id?: unknown
      snippet?: {
        authorDisplayName?: unknown
        textOriginal?: unknown
        textDisplay?: unknown
        likeCount?: unknown
      }
    }
  }
}

interface CommentThreadList {
  nextPageToken?: unknown
  items?: unknown
}

/**
 * The video's top-level comments, or null when its comments are disabled (YouTube answers 403
 * `commentsDisabled`). The text is the plain one: `textOriginal` is only promised to the author,
 * so `textDisplay` asked as plain text stands in when it is missing.
 */
export async function topLevelComments(
  client: ApiClient,
  videoId: string,
): Promise<TopComment[] | null> {
  const comments: TopComment[] = []
  let pageToken: string | undefined
  for (let page = 0; page < maxCommentPages; page++) {
    let list: CommentThreadList
    try {
      list = await client.list<CommentThreadList>('commentThreads', {
        part: 'snippet',
        videoId,
        maxResults: String(commentsPerPage),
        order: 'relevance',
        textFormat: 'plainText',
        ...(pageToken ? { pageToken } : {}),
      })
    } catch (error) {
      if (error instanceof YouTubeApiError && error.reason === 'commentsDisabled') return null
      throw error
    }
    for (const item of pageItems<CommentThread | null>(
      'commentThreads',
      list.items,
      commentsPerPage,
    )) {
      const comment = item?.snippet?.topLevelComment
      const snippet = comment?.snippet
      const text = snippet?.textOriginal ?? snippet?.textDisplay ?? ''
      // A comment in another shape is passed over, not read as a setlist: the others still are.
      if (typeof comment?.id !== 'string' || !comment.id || typeof text !== 'string') continue
      comments.push({
        id: comment.id,
        author: typeof snippet?.authorDisplayName === 'string' ? snippet.authorDisplayName : '',
        text,
        likeCount: typeof snippet?.likeCount === 'number' ? snippet.likeCount : 0,
      })
    }
    // maxCommentPages bounds a listing whose token never runs out or comes back.
    pageToken = typeof list.nextPageToken === 'string' ? list.nextPageToken : undefined
    if (!pageToken) break
  }
  return comments
}
