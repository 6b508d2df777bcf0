import { useLingui } from '@lingui/react/macro'

import {
  toggleFavouriteSong,
  useIsFavouriteSong,
} from '#src/shared/visitor-lists/favourite-marks.ts'

/**
 * A song's favourite star, kept in this browser only (マイリスト): a toggle button, pressed or not,
 * shown as a filled or an empty star, so its state is not colour alone.
 */
export function FavouriteToggle({ song }: { song: { songName: string; singer: string } }) {
  const { t } = useLingui()
  const on = useIsFavouriteSong(song)
  const { songName } = song
  return (
    <button
      type="button"
      className="song-favourite"
      aria-pressed={on}
      onClick={() => void toggleFavouriteSong(song).catch(() => {})}
    >
      <span aria-hidden="true">{on ? '★' : '☆'}</span>
      <span className="visually-hidden">{t`お気に入り: 「${songName}」`}</span>
    </button>
  )
}
