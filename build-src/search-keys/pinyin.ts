// Build time only: pinyin-pro is a devDependency; the browser gets the syllables as data.
import { pinyin } from 'pinyin-pro'

import { chineseFormOf, isHan, isOneChar, traditionalToSimplified } from './japanese-forms.ts'

const syllable = /^[a-z]+$/

/** pinyin-pro's toneless syllable with ü as v (ê as e), or '' when it has no reading. */
function keyboardSpelling(reading: string): string {
  const plain = reading.normalize('NFD').replace(/\p{M}/gu, '')
  return syllable.test(plain) ? plain : ''
}

/**
 * Simplified Chinese forms of `chars`, one for one: Japanese-only forms first made Chinese
 * (駆 → 驅, so it is read qu, not as the rare character U+99C6 stands for too), 々 as the
 * character it repeats, then the whole text OpenCC t→s, phrase by phrase (乾坤 keeps 乾).
 */
function simplifiedChars(chars: string[]): string[] {
  const chinese: string[] = []
  for (const ch of chars) {
    const before = chinese[chinese.length - 1]
    chinese.push(ch === '々' && before && isHan(before) ? before : chineseFormOf(ch))
  }
  const whole = [...traditionalToSimplified(chinese.join(''))]
  if (whole.length === chinese.length) return whole
  return chinese.map((ch) => {
    const simplified = traditionalToSimplified(ch)
    return isOneChar(simplified) ? simplified : ch
  })
}

/**
 * One toneless lowercase pinyin syllable per Han character of `text`, in order (other characters
 * skipped), for search by pinyin: 千本桜 → qian ben ying. ü is written v (nv, lve), as pinyin
 * keyboards type it. A Han character pinyin-pro has no reading for gives '' (as does a 々 with
 * nothing to repeat), so the list stays one entry per Han character.
 *
 * The text is read whole, in Simplified forms, so pinyin-pro's phrase dictionary picks readings
 * of polyphonic characters from their neighbours: 重来 chong lai but 重力 zhong li, 成長 cheng
 * zhang but 長い夜 chang, 銀行 yin hang, 音樂 yin yue, 還是 hai shi (read as Traditional, pinyin-pro
 * gives yin xing, yin le, huan shi). A character alone gets its most common reading.
 */
export function pinyinSyllables(text: string): string[] {
  const chars = [...text.normalize('NFC')]
  const simplified = simplifiedChars(chars)
  const options = { toneType: 'none', type: 'array', v: true } as const
  let readings = pinyin(simplified.join(''), options)
  // pinyin-pro gives one entry per character; should it ever not, read them one by one.
  if (readings.length !== chars.length)
    readings = simplified.map((ch) => pinyin(ch, options)[0] ?? '')
  return chars.flatMap((ch, i) => {
    if (!isHan(ch)) return []
    if (ch === '々' && simplified[i] === '々') return ['']
    return [keyboardSpelling(readings[i] ?? '')]
  })
}
