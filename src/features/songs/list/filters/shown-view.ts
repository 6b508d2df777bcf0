import type { SongListSearch, SongListView } from './song-list-search.ts'

/**
 * What the list shows: the view chosen, else the songs while the general box holds text (the
 * answer first), else the streams. Apart from the URL's parsing, which every page carries.
 */
export const shownView = ({ view, q }: Pick<SongListSearch, 'view' | 'q'>): SongListView =>
  view || (q.trim() ? 'songs' : 'streams')
