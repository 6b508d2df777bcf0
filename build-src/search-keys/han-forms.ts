import { byCodePoint } from '#src/shared/song-model/text/compare.ts'

import {
  chineseFormOf,
  everyBlockChar,
  isHan,
  isOneChar,
  traditionalToSimplified,
} from './japanese-forms.ts'

/** Japanese form → Traditional → Simplified, keeping the character where a step gives several. */
function simplerForm(ch: string): string {
  const chinese = chineseFormOf(ch)
  const simplified = traditionalToSimplified(chinese)
  return isOneChar(simplified) ? simplified : chinese
}

const canonical = new Map<string, string>()

/**
 * The one form search compares a Han character in, so that a title written in Simplified,
 * Traditional or Japanese forms matches a query in any of them (千本桜 = 千本櫻 = 千本樱): the
 * Simplified form where OpenCC knows one. Compatibility ideographs go to their unified form
 * (NFC) first. One character in, one out; anything that is not one Han character comes back as
 * it is. canonicalHan(canonicalHan(c)) === canonicalHan(c).
 *
 * A character Chinese uses in its own right keeps its Chinese identity (欠 is not folded into 缺
 * though Japanese writes 欠 for it; see `chineseFormOf`). What is left are OpenCC's own many-to-one
 * simplifications: 乾, 幹 and 干 are all 干; 蕓 and 芸 are 芸; 滬 is 沪.
 */
export function canonicalHan(ch: string): string {
  const known = canonical.get(ch)
  if (known !== undefined) return known
  const start = ch.normalize('NFC')
  if (!isHan(start)) return ch
  // Repeated to a fixed point, so that the result is its own canonical form. No chain of OpenCC
  // 1.4.2 is longer than two steps or loops; should one ever loop, its least member is taken.
  const path = [start]
  for (;;) {
    const form = path[path.length - 1] as string
    const next = simplerForm(form)
    if (next === form) break
    const loop = path.indexOf(next)
    if (loop >= 0) {
      path.push(path.slice(loop).sort(byCodePoint)[0] as string)
      break
    }
    path.push(next)
  }
  const result = path[path.length - 1] as string
  canonical.set(ch, result)
  return result
}

/**
 * The table the browser folds titles and queries with: every CJK ideograph (Unified, Extension A,
 * Compatibility) whose canonical form differs from it and is the canonical form of a Han
 * character in `indexText`, mapped to that form. So it holds only variants of characters the
 * song data has, but every variant a fan could type of them. Han characters of `indexText`
 * outside those blocks are looked at too, so that the whole index folds as canonicalHan does.
 * Keys in the site's code point order, so the same data gives the same bytes.
 */
export function hanFoldTable(indexText: string): Record<string, string> {
  const indexChars = new Set([...indexText].filter((ch) => isHan(ch)))
  const wanted = new Set([...indexChars].map(canonicalHan))
  const candidates = new Set(indexChars)
  everyBlockChar((ch) => candidates.add(ch))
  const table: Record<string, string> = {}
  for (const ch of [...candidates].sort(byCodePoint)) {
    const form = canonicalHan(ch)
    if (form !== ch && wanted.has(form)) table[ch] = form
  }
  return table
}
