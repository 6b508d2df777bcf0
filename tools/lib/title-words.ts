// How archive:fetch and data:import read a stream's title against the words of `site.ts`'s `archive`
// (a singing stream, a request stream). Width and case fold alike: ＫＡＲＡＯＫＥ matches `karaoke`.
const fold = (text: string) => text.normalize('NFKC').toLowerCase()

/**
 * Whether the title holds any of the words, ignoring case and full/half width. A blank word
 * (which the content check refuses, but data:import does not run it) matches nothing.
 */
export function titleHasWord(title: string, words: readonly string[]): boolean {
  const folded = fold(title)
  return words.some((word) => word.trim() !== '' && folded.includes(fold(word)))
}
