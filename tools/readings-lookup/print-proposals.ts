import { quote } from '#src/shared/song-model/checks/schema-check.ts'
import { cappedLines, plural, readingLines } from '#tools/add-streams/print-readings.ts'
import { firstLines } from '#tools/lib/cli.ts'

import type { LookedUp, Refusal } from './catalogue-changes.ts'
import { serviceLabel, type ServiceName } from './lookup-answer.ts'
import type { Proposal } from './proposals.ts'

const han = /\p{Script=Han}/u

const services = ({ from }: { from: readonly ServiceName[] }) =>
  from.map((name) => serviceLabel[name]).join(' and ')

const statusText: Record<Exclude<Proposal['status'], 'refused'>, string> = {
  agreed: 'agreed',
  confirms: 'the build reads it so',
  'for-a-person': 'for a person to check',
}

/** The proposals an entry lists: the refused ones have their own list (`refusedLines`). */
const notRefused = (proposals: readonly Proposal[]) =>
  proposals.filter(
    (p): p is Proposal & { status: keyof typeof statusText } => p.status !== 'refused',
  )

/** `reading ざんきょうさんか`, `alias Senbonzakura (せんぼんざくら)`, `reading ゆうり (spelt from Yuuri)`. */
function proposalText(proposal: Proposal): string {
  if (proposal.field === 'alias') return `alias ${proposal.value} (${proposal.kana})`
  return `reading ${proposal.value}${proposal.spelt ? ` (spelt from ${proposal.spelt})` : ''}`
}

/** Where an entry goes: what needs a person first, then what --apply writes, then the rest. */
function rank({ proposals }: LookedUp): number {
  if (proposals.some((p) => p.status === 'for-a-person')) return 0
  if (proposals.some((p) => p.status === 'agreed')) return 1
  return notRefused(proposals).length > 0 ? 2 : 3
}

/** An entry as two or more lines: the text and the build's reading, then each proposal. */
function entryLines({ text, analysed, proposals }: LookedUp): string[] {
  const shown = notRefused(proposals)
  const unread = han.test(analysed) ? ' (a kanji left unread)' : ''
  const found =
    shown.length > 0 ? '' : proposals.length > 0 ? ' (only refused names)' : ' (nothing found)'
  return [
    `  ${text}: the build reads ${analysed}${unread}${found}`,
    ...shown.map((p) => `    ${proposalText(p)} from ${services(p)}: ${statusText[p.status]}`),
  ]
}

/**
 * The titles or the artists looked up, what needs a person first: each text with the build's
 * reading and every proposal, the first `readingLines` texts; those neither service lists are
 * only counted. `verbose` lists everything.
 */
export function lookedUpLines(entries: readonly LookedUp[], verbose: boolean): string[] {
  const sorted = entries
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.i - b.i)
    .map(({ entry }) => entry)
  const shown = verbose ? sorted : sorted.filter((entry) => entry.proposals.length > 0)
  const limit = verbose ? Infinity : readingLines
  // The other tools' line for what is left out, counted in texts.
  const more = cappedLines(
    shown.map((entry) => entry.text),
    limit,
  ).slice(limit)
  const unlisted = sorted.length - shown.length
  return shown
    .slice(0, limit)
    .flatMap(entryLines)
    .concat(more.map((line) => `  ${line}`))
    .concat(
      unlisted > 0
        ? [
            `  ${unlisted} ${shown.length > 0 ? 'more ' : ''}that neither service lists (--verbose lists them)`,
          ]
        : [],
    )
}

/** `a, b and c`, for the parts that are not empty. */
const listed = (parts: string[]) => {
  const kept = parts.filter(Boolean)
  return kept.length > 1 ? `${kept.slice(0, -1).join(', ')} and ${kept.at(-1)}` : kept.join('')
}

/**
 * A run's lists: a line for each service that failed, then the titles and the artists looked up,
 * each under its heading.
 */
export function runLines(
  { lookedUp, failed }: { lookedUp: readonly LookedUp[]; failed: readonly string[] },
  verbose: boolean,
  heading: (kind: 'Titles' | 'Artists') => string,
): string[] {
  const kinds = [
    ['title', 'Titles'],
    ['artist', 'Artists'],
  ] as const
  return failed
    .map((failure) => `${failure}; not asked again in this run, so its proposals are missing.`)
    .concat(
      kinds.flatMap(([kind, name]) => {
        const entries = lookedUp.filter((entry) => entry.kind === kind)
        return entries.length > 0 ? [heading(name)].concat(lookedUpLines(entries, verbose)) : []
      }),
    )
}

/** A value as the refused list quotes it: escaped, and cut at 40 characters (it may be thousands). */
function shortQuote(value: string): string {
  const head = [...value.slice(0, 80)].slice(0, 40).join('')
  return quote(head.length < value.length ? `${head}…` : value)
}

/**
 * What was refused (catalogue-changes.ts), each with why, the first `readingLines` unless
 * `verbose`: none of it is written, whatever the flags.
 */
export function refusedLines(refused: readonly Refusal[], verbose: boolean): string[] {
  if (refused.length === 0) return []
  const lines = refused.map(({ text, field, value, spelt, from, why }) => {
    const shown = spelt === undefined ? shortQuote(value) : `spelt from ${shortQuote(spelt)}`
    const source =
      from.length > 0 ? `from ${services({ from })}` : "its names' readings put together"
    return `  ${text}: ${field} ${shown} ${source}: ${why}`
  })
  return [
    `Refused, not written: ${plural(refused.length, 'value')} songs.json could not hold (data:check and the build would refuse ${refused.length === 1 ? 'it' : 'them'}):`,
    ...firstLines(lines, verbose ? Infinity : readingLines, '  '),
  ]
}

/** How many texts have a proposal for a person to check. */
export const forAPersonCount = (lookedUp: readonly LookedUp[]): number =>
  lookedUp.filter((entry) => entry.proposals.some((p) => p.status === 'for-a-person')).length

/** The line counting the texts taken for Chinese, or none. */
export function chineseLines({ titles, artists }: { titles: number; artists: number }): string[] {
  if (titles + artists === 0) return []
  const counted = listed([
    titles ? plural(titles, 'title') : '',
    artists ? plural(artists, 'artist') : '',
  ])
  return [`Not asked: ${counted} taken for Chinese, which need no reading.`]
}

interface Outcome {
  /** `proposed`: the readings one service alone proposes, written apart (proposedReadings). */
  counts: { readings: number; aliases: number; artists: number; proposed?: number }
  applied: boolean
  /** The option that writes them: `--apply`, or the adding tools' `--apply-readings`. */
  flag: string
  catalogueFile: string
  /** How many texts have a proposal for a person to check. */
  forAPerson: number
  /** The cache file, when new answers were kept in it. */
  cacheFile?: string
}

/** What the run wrote or would write, what is left to a person, where the answers went. */
export function outcomeLines({
  counts,
  applied,
  flag,
  catalogueFile,
  forAPerson,
  cacheFile,
}: Outcome): string[] {
  const changes = listed([
    counts.readings ? plural(counts.readings, 'reading') : '',
    counts.aliases ? plural(counts.aliases, 'alias', 'aliases') : '',
    counts.artists ? plural(counts.artists, 'artist reading') : '',
  ])
  const proposed = counts.proposed
    ? `${plural(counts.proposed, 'reading')} one service alone proposes`
    : ''
  return [
    changes === ''
      ? proposed === ''
        ? 'Nothing to write: no proposal both services agree on or that confirms the build.'
        : 'Nothing both services agree on or that confirms the build.'
      : applied
        ? `Wrote ${changes} into ${catalogueFile}: what both services agree on, and the build's readings a service confirmed.`
        : `To write, ${changes}: what both services agree on, and the build's readings a service confirmed; ${flag} writes them into ${catalogueFile}.`,
    ...(proposed === ''
      ? []
      : [
          applied
            ? `Wrote ${proposed} into ${catalogueFile}'s proposedReadings: search finds the text by them below its own reading; delete one that is wrong.`
            : `To write, ${proposed}, into proposedReadings: search finds the text by them below its own reading; ${flag} writes them.`,
        ]),
    ...(forAPerson > 0
      ? [
          `${plural(forAPerson, 'text')} with proposals for a person to check: write a "reading" or an alias by hand where one is right (docs/search.md).`,
        ]
      : []),
    ...(cacheFile ? [`The answers are kept in ${cacheFile}.`] : []),
  ]
}
