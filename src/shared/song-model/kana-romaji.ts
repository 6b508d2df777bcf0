// The folded romaji (see romaji-fold) of each hiragana from ぁ (U+3041) to ゖ (U+3096); っ is '-'.
const single = (
  'a a i i u u e e o o ka ga ki gi ku gu ke ge ko go sa za si zi su zu se ze so zo ta da ti zi - ' +
  'tu zu te de to do na ni nu ne no wa ba pa hi bi pi hu bu pu e be pe ho bo po ma mi mu me mo ' +
  'ya ya yu yu yo yo ra ri ru re ro wa wa wi we o n vu ka ke'
).split(' ')
const firstKana = 0x3041
const lastKana = 0x3096
const smallTsu = 'っ'

// Kana and a small kana the build's Hepburn spells as one sound: an i-row kana before ゃ, ゅ, ょ, ぃ
// or ぇ drops its i for y and the small vowel (きゃ kya, じぇ zye); the rest are listed.
const pairs = new Map<string, string>()
for (const kana of 'きぎしじちぢにひびぴみり') {
  const stem = (single[kana.charCodeAt(0) - firstKana] as string).slice(0, -1)
  for (const small of ['ゃya', 'ゅyu', 'ょyo', 'ぃyi', 'ぇye'])
    pairs.set(kana + small.slice(0, 1), stem + small.slice(1))
}
const listed = (
  'しぃ syyi ちぃ tyyi いぇ ye うぃ wi うぇ we うぉ o くゃ kya くゅ kyu くょ kyo くぁ kwa くぃ kyi ' +
  'くぇ kye ぐぁ gwa すぃ si ずぃ zi つぁ tsa つぃ tsi つぇ tse つぉ tso てゅ tyu てぃ ti でゅ zyu ' +
  'でぃ zi とぅ tu どぅ zu ふゃ fya ふゅ fyu ふょ fyo ふぁ fa ふぃ fi ふぇ fe ふぉ fo ゔゃ vya ' +
  'ゔゅ vyu ゔょ vyo ゔぁ va ゔぃ vi ゔぇ ve ゔぉ vo'
).split(' ')
for (let i = 0; i + 1 < listed.length; i += 2)
  pairs.set(listed[i] as string, listed[i + 1] as string)
const secondOfPair = new Set([...pairs.keys()].map((pair) => pair[1]))

// っ doubles the consonant the build's Hepburn writes (ふ fu, は ha, じ ji, でぃ di), folded as it
// folds that; it doubles nothing before a y-kana, a small ゎ, ゕ or ゖ, or what is not kana.
const doubledAs: Record<string, string> = {
  ...{ は: 'h', ふ: 'f', じ: 'zy', ぢ: 'zy' },
  ...{ でぃ: 'd', でゅ: 'd', どぅ: '' },
}
const undoubled = 'やゃゆゅよょゎゕゖ'

// What the romaji folding still changes once each sound is spelt as above: runs of vowels
// (ou, doubled vowels, ー), oh before a consonant, runs of n, and m before b, m or p (as n).
const crossSound = /o(?:[ou]*h(?![aiueoy])|[ou]+)|([aiueo])\1+|n*m(?=[bmp])|n{2,}/g
const foldCrossSound = (match: string) => (match[0] === 'm' ? 'n' : (match[0] as string))

/**
 * The folded romaji of a hiragana reading, as the build makes it (Hepburn, then `foldRomaji`), so
 * the song data need not carry it: sound by sound from a table, っ as a doubled consonant, ー as
 * the vowel again. Latin letters and digits pass as they are. Rare spellings and Latin words the
 * folding changes come out otherwise: the build ships the romaji of those texts itself.
 */
export function romajiOfReading(reading: string): string {
  let romaji = ''
  let double = false
  for (let i = 0; i < reading.length; i++) {
    const kana = reading[i] as string
    const code = reading.charCodeAt(i)
    if (kana === smallTsu) {
      double = true
      continue
    }
    const isKana = code >= firstKana && code <= lastKana
    let spelt = isKana ? (single[code - firstKana] as string) : /[a-z0-9]/.test(kana) ? kana : ''
    let sound = kana
    const next = reading[i + 1]
    // After ん the build's Hepburn reads い and う as vowels of their own (んうぃ n'ui).
    const vowelAfterN = reading[i - 1] === 'ん' && (kana === 'い' || kana === 'う')
    if (next !== undefined && secondOfPair.has(next) && !vowelAfterN) {
      const pair = pairs.get(kana + next)
      if (pair !== undefined) {
        spelt = pair
        sound += next
        i++
      }
    }
    if (double && isKana && !undoubled.includes(kana))
      romaji += doubledAs[sound] ?? doubledAs[kana] ?? spelt[0] ?? ''
    double = false
    romaji += spelt
  }
  return romaji.replace(crossSound, foldCrossSound)
}
