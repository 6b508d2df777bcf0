/** A title or an artist with everything the build worked out for searching it. */
export interface SearchableText {
  /** As written. */
  text: string
  /** Folded text, then folded reading and aliases, split by NUL so a query never spans two. */
  key: string
  /** Hiragana reading, or ''. */
  reading: string
  /** Canonical romaji of the reading (see romaji-fold), or ''. */
  romaji: string
  /** Toneless pinyin of the Han characters, one syllable per character, space-separated, or ''. */
  pinyin: string
  /** Other names fans know the song by (official English or Chinese titles, nicknames). */
  aliases: readonly string[]
}
