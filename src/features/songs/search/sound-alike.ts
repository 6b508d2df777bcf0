import { hepburnPieces } from '#src/shared/search/readable-romaji.ts'
import { foldRomaji } from '#src/shared/search/romaji-fold.ts'

// The analyser and a fan most often disagree on voicing (千本桜 read せんぼんさくら, sung
// せんぼんざくら) and on long vowels it drops or spells ー. Folding both away on both sides makes
// a lower-ranked "sounds alike" match (docs/search.md); it also brings wrong ones, so it never
// counts as a match in the date orders.
const unvoice: [RegExp, string][] = [
  [/g/g, 'k'],
  [/z/g, 's'],
  [/d/g, 't'],
  [/[bp]/g, 'h'],
  [/ei/g, 'e'],
]

/** Canonical romaji (romaji-fold) with voicing and long vowels folded away: `sakura` = `zakura`. */
export function soundAlike(romaji: string): string {
  if (romaji === '') return ''
  return foldRomaji(unvoice.reduce((s, [pattern, plain]) => s.replace(pattern, plain), romaji))
}

const kanaOnly = /^[\u3041-\u3096ー]+$/

/**
 * A folded query's sound-alike key: Latin letters as romaji, kana through their Hepburn spelling
 * (so ひーろー meets ひいろう); null for a query with kanji or anything else, which has no sound.
 */
export function soundAlikeQuery(folded: string, latin: string | null): string | null {
  if (latin !== null) return soundAlike(foldRomaji(latin)) || null
  if (!kanaOnly.test(folded)) return null
  return soundAlike(foldRomaji(hepburnPieces(folded).join(''))) || null
}
