// Each rule maps a spelling variant onto one canonical spelling. The build folds the romaji of
// every reading with these rules and the browser folds a fan's query with the same ones, so any
// variant on either side meets the other.
const rules: [RegExp, string][] = [
  [/[tc]ch(?=i)/g, 'tt'], // macchi → matti
  [/[tc]ch/g, 'tty'], // matcha, maccha → mattya
  [/sh(?=i)/g, 's'], // shi → si
  [/sh/g, 'sy'], // sha → sya
  [/ch(?=i)/g, 't'], // chi → ti
  [/ch/g, 'ty'], // cha → tya
  [/tsu/g, 'tu'],
  [/fu/g, 'hu'],
  [/jy/g, 'zy'],
  [/j(?=i)/g, 'z'], // ji → zi
  [/j/g, 'zy'], // ja → zya
  [/di/g, 'zi'], // ぢ
  [/dz?u/g, 'zu'], // づ
  [/dy/g, 'zy'],
  // The particles を, は and へ, written wo/ha/he by the kana and o/wa/e by the sound.
  [/wo/g, 'o'],
  [/ha/g, 'wa'],
  [/he/g, 'e'],
  [/m(?=[bmp])/g, 'n'], // shimbun → sinbun
  // Long vowels: ō, ou, oo, oh (before a consonant or the end), uu and other doubled vowels.
  [/oh(?![aiueoy])/g, 'o'],
  [/ou/g, 'o'],
  [/([aiueo])\1+/g, '$1'],
  // ん written n, nn or n' (konnichiwa, konnnichiha); other doubled consonants are っ and stay.
  [/n{2,}/g, 'n'],
]

/**
 * The canonical romaji of a text: accents and macrons dropped, lower case, letters and digits
 * only, and the Hepburn / Kunrei / wāpuro variants folded together. Repeated until nothing changes,
 * so folding a folded text changes nothing.
 */
export function foldRomaji(text: string): string {
  let folded = text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  for (;;) {
    const next = rules.reduce(
      (s, [pattern, replacement]) => s.replace(pattern, replacement),
      folded,
    )
    if (next === folded) return folded
    folded = next
  }
}
