import { foldForSearch } from '#src/shared/search/search-fold.ts'

/**
 * The one definition of "the same song": title and original singer, each folded as search folds
 * them (case, width, kana, spaces and punctuation), so `Lemon / 米津 玄師` and `LEMON / 米津玄師`
 * are one song in the song list, its statistics and the home page's figures alike. `fold` lets a
 * caller that folds many repeated texts pass its cached `foldForSearch`.
 */
export function songKey(
  song: { songName: string; singer: string },
  fold: (text: string) => string = foldForSearch,
): string {
  return `${fold(song.songName)}\u0000${fold(song.singer)}`
}
