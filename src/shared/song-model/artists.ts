// A credit line names the writer, not a performer label: `作詞・作曲: バルーン` counts as バルーン.
const creditPrefix = /^(?:作詞・作曲|作詞作曲|作曲)\s*[:：]\s*/
const separators = /\s+(?:×|x|feat\.?|ft\.|&|＆)\s+|\s*[/／]\s*/i

/** The individual artists of a singer field such as `DAOKO × 米津玄師`. */
export function splitArtists(singer: string): string[] {
  const names = singer
    .replace(creditPrefix, '')
    .split(separators)
    .map((name) => name.trim())
    .filter((name) => name !== '')
  return [...new Set(names)]
}
