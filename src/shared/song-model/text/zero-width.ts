import { codePointName, hiddenCharacters, isZeroWidth } from './hidden-characters.ts'

/**
 * The text without the zero-width characters no text may hold (a joiner inside an emoji such as
 * 👩‍🎤, or one a script joins with, is not one of them), and which ones it held, named `U+200B`,
 * each once. Controls and bidirectional characters are left for the checks to refuse: taking one
 * out could change what is shown, or hide what someone meant to hide.
 */
export function removeZeroWidth(text: string): { text: string; removed: string[] } {
  const removed = new Set<string>()
  const mended = text.replace(hiddenCharacters, (char) => {
    if (!isZeroWidth(char)) return char
    removed.add(codePointName(char))
    return ''
  })
  return { text: mended, removed: [...removed] }
}

/** How the tools word a removal: `removed the zero-width character U+200B`. */
export const removalNotice = (removed: readonly string[]) =>
  `removed the zero-width ${removed.length === 1 ? 'character' : 'characters'} ${removed.join(', ')}`

/** Where in a JSON value zero-width characters were removed (`songList[4].songName`) and which. */
export interface FieldRemoval {
  field: string
  removed: string[]
}

/** Every text in a JSON value (a stream file, the catalogue) through `removeZeroWidth`. */
export function removeZeroWidthIn(value: unknown): { value: unknown; removals: FieldRemoval[] } {
  const removals: FieldRemoval[] = []
  const walk = (node: unknown, field: string): unknown => {
    if (typeof node === 'string') {
      const { text, removed } = removeZeroWidth(node)
      if (removed.length > 0) removals.push({ field, removed })
      return text
    }
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${field}[${i}]`))
    if (typeof node !== 'object' || node === null) return node
    return Object.fromEntries(
      Object.entries(node).map(([key, item]) => [key, walk(item, field ? `${field}.${key}` : key)]),
    )
  }
  return { value: walk(value, ''), removals }
}
