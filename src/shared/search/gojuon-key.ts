// Apart from readable-romaji.ts, with no table of it: the title order needs this on the song
// list's first load, the romaji only the search does. The vowel of each hiragana from ぁ (U+3041)
// to ゖ (U+3096) as its Hepburn reading ends (gojuon-key.test.ts checks), '-' for none (っ, ん).
const vowels =
  'aaiiuueeooaaiiuueeooaaiiuueeooaaii-uueeooaiueoaaaiiiuuueeeoooaiueoaauuooaiueoaaieo-uae'

/** The index in あいうえお of the vowel a hiragana ends in; -1 for none or not a hiragana. */
function vowelOf(kana: string): number {
  const at = kana.charCodeAt(0) - 0x3041
  return at >= 0 && at < vowels.length ? 'aiueo'.indexOf(vowels.charAt(at)) : -1
}

/**
 * A reading's key for gojūon order by code point (plain hiragana already stand in that order):
 * voiced kana as plain (が as か), small as large, ー as the vowel before it (がー as かあ).
 * Voicing and length then decide only between otherwise equal keys.
 */
export function gojuonKey(reading: string): string {
  let key = ''
  for (const ch of reading.normalize('NFD').replace(/[\u3099\u309a]/g, '')) {
    // The vowel ー lengthens: the last letter of the romaji before it, if a vowel.
    const vowel = ch === 'ー' ? vowelOf(key.slice(-1)) : -1
    key +=
      vowel >= 0
        ? 'あいうえお'.charAt(vowel)
        : 'ぁぃぅぇぉっゃゅょゎ'.includes(ch)
          ? String.fromCharCode(ch.charCodeAt(0) + 1)
          : ch
  }
  return key
}
