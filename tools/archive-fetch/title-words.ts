// Width and case folded alike, so ＫＡＲＡＯＫＥ and Karaoke both match `karaoke`.
const fold = (text: string) => text.normalize('NFKC').toLowerCase()

/** Whether the title holds any of the words, ignoring case and full/half width. */
export function titleHasWord(title: string, words: readonly string[]): boolean {
  const folded = fold(title)
  return words.some((word) => folded.includes(fold(word)))
}
