// Build time only: wanakana is a devDependency; the browser gets the romaji as data.
import { toKatakana, toRomaji } from 'wanakana'

// wanakana spells the kana of loanwords letter by letter (フィ fyi, ティ tei, ヴァ vua, ウィ ui);
// fans type them as modern Hepburn does, the way the English word is written.
const loanwordKana: Record<string, string> = {
  ふぁ: 'fa',
  ふぃ: 'fi',
  ふぇ: 'fe',
  ふぉ: 'fo',
  てぃ: 'ti',
  でぃ: 'di',
  てゅ: 'tyu',
  でゅ: 'dyu',
  とぅ: 'tu',
  どぅ: 'du',
  うぃ: 'wi',
  うぇ: 'we',
  うぉ: 'wo',
  ゔぁ: 'va',
  ゔぃ: 'vi',
  ゔぇ: 've',
  ゔぉ: 'vo',
  ゔゅ: 'vyu',
  つぁ: 'tsa',
  つぃ: 'tsi',
  つぇ: 'tse',
  つぉ: 'tso',
  いぇ: 'ye',
  すぃ: 'si',
  ずぃ: 'zi',
  くぁ: 'kwa',
  ぐぁ: 'gwa',
}

const customRomajiMapping: Record<string, string> = {
  ...loanwordKana,
  // A custom spelling loses wanakana's doubling by っ, so the doubled forms are listed too.
  ...Object.fromEntries(Object.entries(loanwordKana).map(([k, r]) => [`っ${k}`, `${r[0]}${r}`])),
  // Small kana wanakana leaves as they are.
  ゎ: 'wa',
  ヮ: 'wa',
  ゕ: 'ka',
  ヵ: 'ka',
  ゖ: 'ke',
  ヶ: 'ke',
}

const dakuten = '\u3099'

/** ゝ/ヽ repeat the kana before them, ゞ/ヾ voiced (すゝめ = すすめ, いすゞ = いすず). */
function expandIterationMarks(kana: string): string {
  let out = ''
  for (const ch of kana) {
    const before = out.slice(-1)
    const plain = before.normalize('NFD').replace(dakuten, '')
    const voiced = `${plain}${dakuten}`.normalize('NFC')
    if (!/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(before)) out += ch
    else if (ch === 'ゝ' || ch === 'ヽ') out += plain
    else if (ch === 'ゞ' || ch === 'ヾ') out += voiced.length === 1 ? voiced : plain
    else out += ch
  }
  return out
}

/**
 * The lowercase romaji of a hiragana or katakana reading, spelt as fans type it: Hepburn
 * consonants (shi, chi, tsu, fu, ji; ぢ ji, づ zu), long vowels without macrons (とうきょう
 * toukyou, おおさか oosaka) and ー as the vowel again (らーめん raamen), を wo, ん before a vowel or
 * y as n' (きんえん kin'en: the site's search folding drops the apostrophe with the rest of the
 * punctuation), っ as a doubled consonant (まっちゃ matcha) and dropped at the end (あっ a).
 * Latin letters and digits pass through, lowercased after NFKC; kanji stay as they are.
 */
export function hepburnOf(kana: string): string {
  // wanakana spells ー as the vowel again only after katakana; after hiragana it gives '-'.
  const katakana = toKatakana(expandIterationMarks(kana.normalize('NFKC')), { passRomaji: true })
  return toRomaji(katakana, { customRomajiMapping }).toLowerCase()
}
