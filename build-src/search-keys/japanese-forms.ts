// Build time only: opencc-js (6 MB of dictionaries) is a devDependency.
import { Converter } from 'opencc-js'

/** OpenCC Traditional → Simplified (t2s), phrase-aware on longer text. */
export const traditionalToSimplified = Converter({ from: 't', to: 'cn' })
const japaneseToTraditional = Converter({ from: 'jp', to: 't' })
const traditionalToJapanese = Converter({ from: 't', to: 'jp' })

/** CJK Unified Ideographs, Extension A and Compatibility Ideographs. */
const hanBlocks: readonly (readonly [number, number])[] = [
  [0x4e00, 0x9fff],
  [0x3400, 0x4dbf],
  [0xf900, 0xfaff],
]

export const isOneChar = (text: string) => [...text].length === 1

/** Whether `ch` is one Han character (ideographs of every block, 々, 〇). */
export const isHan = (ch: string) => /^\p{Script=Han}$/u.test(ch)

/** Calls `visit` with every character of the `hanBlocks`. */
export function everyBlockChar(visit: (ch: string) => void): void {
  for (const [first, last] of hanBlocks) {
    for (let cp = first; cp <= last; cp++) visit(String.fromCodePoint(cp))
  }
}

let simplifiedInUse: Set<string> | undefined

/**
 * GB2312's 6,763 hanzi (rows 16 to 87), the characters of everyday Simplified Chinese, read from
 * the GBK decoder every Node has.
 */
function everydaySimplified(): Set<string> {
  if (simplifiedInUse) return simplifiedInUse
  const decoder = new TextDecoder('gbk')
  simplifiedInUse = new Set()
  for (let lead = 0xb0; lead <= 0xf7; lead++) {
    for (let trail = 0xa1; trail <= 0xfe; trail++) {
      const ch = decoder.decode(new Uint8Array([lead, trail]))
      if (isHan(ch)) simplifiedInUse.add(ch)
    }
  }
  return simplifiedInUse
}

let missingPairs: Map<string, string> | undefined

/**
 * OpenCC's jp→t dictionary lacks pairs its t→jp one has (姬→姫, 鄰→隣, 值→値, 戶→戸...): those,
 * turned round, for the Japanese forms jp→t leaves as they are.
 */
function pairsMissingFromJapaneseToTraditional(): Map<string, string> {
  if (missingPairs) return missingPairs
  const pairs = new Map<string, string>()
  everyBlockChar((traditional) => {
    // A compatibility ideograph would pair its own unified form with itself.
    if (traditional.normalize('NFC') !== traditional) return
    const japanese = traditionalToJapanese(traditional)
    if (japanese === traditional || !isOneChar(japanese)) return
    if (japaneseToTraditional(japanese) === japanese) pairs.set(japanese, traditional)
  })
  missingPairs = pairs
  return pairs
}

/**
 * Whether Chinese writes `ch` as a character of its own: an everyday Simplified character, or a
 * Traditional one that Simplified writes otherwise. Such a character keeps its Chinese identity
 * even where Japanese uses it for another (欠 for 缺, 芸 for 藝, 沪 for 濾, 予 for 豫, 缶 for 罐;
 * OpenCC's jp→t also turns 萌 into 萠, 郎 into 郞 and 衛 into 衞, which t→s does not undo).
 */
function isChinese(ch: string): boolean {
  return everydaySimplified().has(ch) || traditionalToSimplified(ch) !== ch
}

/**
 * The Chinese (Traditional) form of a Japanese-only character form (桜 → 櫻, 駆 → 驅, 姫 → 姬),
 * else the character itself: always one character.
 */
export function chineseFormOf(ch: string): string {
  if (!isHan(ch) || isChinese(ch)) return ch
  const traditional = japaneseToTraditional(ch)
  if (traditional !== ch && isOneChar(traditional)) return traditional
  return pairsMissingFromJapaneseToTraditional().get(ch) ?? ch
}
