import type { SongListSearch, SongListView } from './song-list-search.ts'

/**
 * What the list shows: the view chosen, else the songs while the general box holds text (the
 * answer first), else the streams. Apart from the URL's parsing, which every page carries.
 */
export const shownView = ({ view, q }: Pick<SongListSearch, 'view' | 'q'>): SongListView =>
  view || (q.trim() ? 'songs' : 'streams')

/**
 * A search as the song list writes it: streams chosen during a search hold for that search, so an
 * empty general box drops them (the streams are what it shows anyway) and the next search leads
 * with the songs again.
 */
export const withChosenView = (search: SongListSearch): SongListSearch =>
  search.view === 'streams' && !search.q.trim() ? { ...search, view: '' } : search
