// What the services' names propose for a text, and how sure that is. A kana name is a reading. A
// romanized name is, for a title, an alias fans type (its kana, wanakana's, only compares: a title's
// particles are written as they sound, "Kimi wa", and are not the kana); for an artist, whom the
// catalogue gives no aliases, a reading spelt in kana (names have no particles). Readings compare
// in their romaji folded as the site folds a query (so しょうじょ, Shoujo and Shōjo are one), never
// voicing (さくら is not ざくら): that is what the analyser most often gets wrong.
import { toHiragana } from 'wanakana'

import { hepburnOf } from '#build-src/search-keys/hepburn.ts'
import { foldRomaji } from '#src/shared/search/romaji-fold.ts'
import { foldForSearch, katakanaToHiragana } from '#src/shared/search/search-fold.ts'

import { type CatalogueValue, refusal } from './catalogue-rules.ts'
import {
  type CandidateName,
  type LookupAnswer,
  type LookupKind,
  type ServiceName,
  serviceNames,
} from './lookup-answer.ts'

/**
 * `agreed`: both services give this reading, and nothing else stands; `confirms`: it is the
 * analyser's own reading, so there is nothing to write; `for-a-person`: one service alone, or
 * several readings that each stand; `refused`: songs.json could not hold it (catalogue-rules.ts),
 * so it is only listed, and neither agrees nor stands against another.
 */
export type ProposalStatus = 'agreed' | 'confirms' | 'for-a-person' | 'refused'

export interface Proposal {
  /** What it would be written as: the title's or artist's `reading`, or one of a song's aliases. */
  field: 'reading' | 'alias'
  /** A reading in kana, or the romanized name as a service wrote it. */
  value: string
  /** The reading in hiragana: the kana name, or the romanized one spelt in kana by wanakana. */
  kana: string
  /** The romanized name a reading was spelt from (an artist's), when no service gave it in kana. */
  spelt?: string
  from: ServiceName[]
  status: ProposalStatus
  /** Why a refused proposal is refused, in the schema's words. */
  why?: string
}

const kanaOnly = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・\s]+$/u
const macrons: Record<string, string> = { ā: 'aa', ī: 'ii', ū: 'uu', ē: 'ee', ō: 'ou' }

/**
 * wanakana spells a word with a call per letter, which overflows the stack some thousands of
 * letters on: a longer word is spelt in pieces, each cut after a vowel, where a syllable ends.
 */
const longestPiece = 64
const pieces = (word: string): string[] =>
  word.length <= longestPiece ? [word] : (word.match(/[^]{0,63}[aiueo]|[^]{1,64}/g) ?? [])

/**
 * A romanized name in hiragana: a macron's long vowel becomes the kana it mostly stands for, an l
 * an r (Megurine Luka: wanakana reads "lu" as a small ぅ), and the words, parted by spaces and
 * hyphens (Kurousa-P), are spelt one by one: a word's last n stays ん (Roshin Yuukai, not にゅ).
 */
export const kanaOfRomaji = (romaji: string): string =>
  romaji
    .normalize('NFC')
    .toLowerCase()
    .replace(/[āīūēō]/g, (vowel) => macrons[vowel]!)
    .replaceAll('l', 'r')
    .split(/[\s\-‐]+/)
    .flatMap(pieces)
    .map((piece) => toHiragana(piece))
    .join('')

/** The form two readings are compared in: the romaji of their kana, folded as the site folds it. */
export const readingKey = (kana: string): string => foldRomaji(hepburnOf(foldForSearch(kana)))

const plain = (text: string) => /^[\x20-\x7e]*$/.test(text)

type Proposed = Omit<Proposal, 'from' | 'status'>

/** `proposal` refused when songs.json could not hold its value as `kind`. */
const checked = (proposal: Proposed, kind: CatalogueValue): Proposed => {
  const why = refusal(kind, proposal.value)
  return why === undefined ? proposal : { ...proposal, why }
}

/**
 * What a service's name proposes for a title or an artist, if anything, refused (with `why`) when
 * it could not be written. A romanized name is checked as a name first: spelling and comparing
 * readings take time that grows faster than the text, and no name of thousands of letters is real.
 */
function proposed(kind: LookupKind, { language, value }: CandidateName): Proposed | null {
  const name = value.trim()
  if (language === 'Japanese' && kanaOnly.test(name)) {
    const kana = katakanaToHiragana(name)
    return checked({ field: 'reading', value: kana, kana }, 'reading')
  }
  if (language !== 'Romaji') return null
  const notAName = refusal('text', name)
  if (notAName !== undefined)
    return kind === 'title'
      ? { field: 'alias', value: name, kana: '', why: notAName }
      : { field: 'reading', value: name, kana: '', spelt: name, why: notAName }
  const kana = kanaOfRomaji(name)
  return kind === 'title'
    ? { field: 'alias', value: name, kana }
    : checked({ field: 'reading', value: kana, kana, spelt: name }, 'reading')
}

/** A refused proposal kept once, however many services give it. */
function keepRefused(refused: Map<string, Proposal>, next: Proposed, service: ServiceName) {
  const key = `${next.field} ${next.value}`
  const known = refused.get(key)
  if (!known) refused.set(key, { ...next, from: [service], status: 'refused' })
  else if (!known.from.includes(service)) known.from.push(service)
}

/** `known` told by one more service: a kana name wins over a spelling, plain letters over macrons. */
function merge(known: Proposal, next: Proposed, service: ServiceName) {
  if (!known.from.includes(service)) known.from.push(service)
  if (known.spelt !== undefined && next.spelt === undefined) {
    known.value = next.value
    known.kana = next.kana
    delete known.spelt
  } else if (known.field === 'alias' && plain(next.value) && !plain(known.value)) {
    known.value = next.value
  }
}

/**
 * The proposals of the services' answers for a title or artist the analyser read as `analysed`,
 * readings first, the refused ones last. Each is agreed only when both services give its reading
 * (in kana or romanized) and no other reading stands beside it, which would need a person to
 * choose; one equal to the analyser's reading confirms it.
 */
export function proposalsOf(
  kind: LookupKind,
  analysed: string,
  answers: Partial<Record<ServiceName, LookupAnswer>>,
): Proposal[] {
  const found = new Map<string, { proposal: Proposal; key: string }>()
  const refused = new Map<string, Proposal>()
  for (const service of serviceNames) {
    const answer = answers[service]
    if (!answer || 'unavailable' in answer) continue
    for (const name of answer.candidates.flatMap((candidate) => candidate.names)) {
      const next = proposed(kind, name)
      if (next?.why !== undefined) {
        keepRefused(refused, next, service)
        continue
      }
      const key = next ? readingKey(next.kana) : ''
      if (!next || key === '') continue
      const known = found.get(`${next.field} ${key}`)
      if (known) merge(known.proposal, next, service)
      else
        found.set(`${next.field} ${key}`, {
          proposal: { ...next, from: [service], status: 'for-a-person' },
          key,
        })
    }
  }
  const all = [...found.values()]
  const analysedKey = readingKey(analysed)
  const givers = (key: string) =>
    new Set(all.filter((entry) => entry.key === key).flatMap((entry) => entry.proposal.from))
  for (const { proposal, key } of all)
    proposal.status =
      key === analysedKey ? 'confirms' : givers(key).size > 1 ? 'agreed' : 'for-a-person'
  const standing = new Set(
    all.filter((entry) => entry.proposal.status !== 'for-a-person').map((entry) => entry.key),
  )
  // Two readings that each stand (a title two songs share, read two ways): a person chooses.
  if (standing.size > 1)
    for (const { proposal } of all)
      if (proposal.status === 'agreed') proposal.status = 'for-a-person'
  return all
    .map((entry) => entry.proposal)
    .sort((a, b) => (a.field === b.field ? 0 : a.field === 'reading' ? -1 : 1))
    .concat([...refused.values()])
}
