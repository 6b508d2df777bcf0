import type { Performance, Stream } from '#src/shared/song-model/song-model.ts'

/** What a "more" button asks for, and the button to return focus to. */
export interface RowMenuTarget {
  opener: HTMLElement
  /** What "play next" and "add to queue" put in the queue: a row's one, or a card's list. */
  performances: readonly Performance[]
  /** Named in the menu's label and in what it says: a song's title or a stream's. */
  name: string
  /** A row's one performance: its link can be copied, and reported when `reportable`. */
  row?: { performance: Performance; reportable: boolean }
  /** The song whose favourite the menu toggles. */
  song?: { songName: string; singer: string }
  /** A stream's card or page: the menu copies its setlist (as a comment or as chapters). */
  stream?: Stream
  /** Opens what the menu would open straight away: a stream page's own "copy the setlist". */
  opens?: 'setlist-copy'
}
