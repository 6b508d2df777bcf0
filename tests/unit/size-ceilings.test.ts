import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import {
  aim,
  ceiling,
  type Ceilings,
  ceilings,
  ceilingsFor,
  margin,
  routes,
  tooHigh,
} from '#tests/e2e/fixture-archive/size-ceilings.ts'

/*
 * A first-load ceiling rises only with a decision record: each raise in the ceilings' history,
 * committed or not, needs a record with a line that names the page (in backticks) and the new
 * ceiling. The history is git's: every commit that changed size-ceilings.json against the
 * versions it was made from (a merge against each of its parents), then the working tree against
 * HEAD. Its first version is the baseline, the sums of the ledger of raises it replaced, whose
 * records name each raise. A ceiling that falls needs nothing.
 */

const root = join(import.meta.dirname, '../..')
const ceilingsFile = 'tests/e2e/fixture-archive/size-ceilings.json'

/** One change of the ceilings: where it was made, the versions it was made from, the result. */
interface Change {
  at: string
  before: (Ceilings | null)[]
  after: Ceilings
}

interface Raise {
  at: string
  route: string
  from: number
  to: number
}

const git = (args: string[], input?: string) =>
  execFileSync('git', args, { cwd: root, input, maxBuffer: 1 << 28 })

function parseCeilings(text: string, at: string): Ceilings {
  const value: unknown = JSON.parse(text)
  const valid =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((bytes) => Number.isInteger(bytes))
  if (!valid) throw new Error(`${ceilingsFile} at ${at}: not an object of whole numbers of bytes`)
  return value as Ceilings
}

/** The blobs `<commit>:<path>`, through one `git cat-file --batch`; null where there is none. */
function blobs(names: string[]): (string | null)[] {
  if (names.length === 0) return []
  const out = git(['cat-file', '--batch'], `${names.join('\n')}\n`)
  const texts: (string | null)[] = []
  let at = 0
  for (let i = 0; i < names.length; i++) {
    const end = out.indexOf(10, at)
    const size = /^[0-9a-f]+ blob (\d+)$/.exec(out.toString('utf8', at, end))?.[1]
    at = end + 1
    if (size === undefined) {
      texts.push(null)
      continue
    }
    texts.push(out.toString('utf8', at, at + Number(size)))
    at += Number(size) + 1
  }
  return texts
}

/** The ceilings' changes since their first version, newest first. */
function ceilingChanges(): Change[] {
  if (git(['rev-parse', '--is-shallow-repository']).toString().trim() === 'true') {
    throw new Error(
      "a shallow clone: the ceilings' history is cut off (fetch it whole: git fetch --unshallow, or actions/checkout with fetch-depth: 0)",
    )
  }
  const commits = git(['log', '--format=%H %P', '--', ceilingsFile])
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '))
  const current = parseCeilings(readFileSync(join(root, ceilingsFile), 'utf8'), 'the working tree')
  if (commits.length === 0) return []
  const revs = [...new Set(commits.flat()), 'HEAD']
  const texts = blobs(revs.map((rev) => `${rev}:${ceilingsFile}`))
  const version = new Map(
    revs.map((rev, i) => {
      const text = texts[i]
      return [rev, text == null ? null : parseCeilings(text, rev.slice(0, 10))]
    }),
  )
  const changes: Change[] = commits.slice(0, -1).map(([commit, ...parents]) => ({
    at: `commit ${commit!.slice(0, 10)}`,
    before: parents.map((parent) => version.get(parent) ?? null),
    after: version.get(commit!) ?? {},
  }))
  return [
    { at: 'the working tree', before: [version.get('HEAD') ?? null], after: current },
    ...changes,
  ]
}

/** The pages whose ceiling a change put above their ceiling in every version it was made from. */
function raisesOf(changes: Change[]): Raise[] {
  return changes.flatMap(({ at, before, after }) =>
    Object.entries(after).flatMap(([route, to]) => {
      const from = before.reduce(
        (most, version) => Math.max(most, ceiling(route, version ?? {})),
        0,
      )
      return to > from ? [{ at, route, from, to }] : []
    }),
  )
}

/** The raises no decision record backs with a line naming the page and the new ceiling. */
function unbacked(raises: Raise[], records: Map<string, string>): string[] {
  const backs = (route: string, to: number) =>
    [...records.values()].some((text) =>
      text
        .split('\n')
        .filter((line) => line.includes(`\`${route}\``))
        .some((line) =>
          (line.match(/\d[\d,]*\d|\d/g) ?? []).some((n) => Number(n.replaceAll(',', '')) === to),
        ),
    )
  return raises
    .filter(({ route, to }) => !backs(route, to))
    .map(
      ({ at, route, from, to }) =>
        `${route} rose from ${from} to ${to} in ${at}: no decision record has a line naming \`${route}\` and ${to.toLocaleString('en')}`,
    )
}

function decisionRecords(): Map<string, string> {
  const folder = join(root, 'docs/decisions')
  return new Map(
    readdirSync(folder)
      .filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name))
      .map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
  )
}

describe('the first-load ceilings', () => {
  it('rise only with a decision record that names the page and its new ceiling', () => {
    expect(unbacked(raisesOf(ceilingChanges()), decisionRecords())).toEqual([])
  })

  it('are kept only for pages over the aim that the size spec measures', () => {
    expect(Object.entries(ceilings).filter(([, bytes]) => bytes <= aim)).toEqual([])
    expect(Object.keys(ceilings).filter((route) => !routes.includes(route))).toEqual([])
  })
})

// The rules on ceilings and records written to break them, so a change that blinds them fails here.
describe('the rules', () => {
  it('write a ceiling at the figure plus the margin, for pages over the aim only', () => {
    expect(ceilingsFor({ '/a': 30_000, '/b': aim - margin, '/c': aim - margin + 1 })).toEqual({
      '/a': 30_000 + margin,
      '/c': aim + 1,
    })
  })

  it('call a ceiling too high when the page weighs less than it by more than twice the margin', () => {
    const given = { '/a': 30_000 }
    expect(tooHigh('/a', 30_000 - 2 * margin, given)).toBe(false)
    expect(tooHigh('/a', 30_000 - 2 * margin - 1, given)).toBe(true)
    expect(tooHigh('/b', 1_000, given)).toBe(false)
  })

  it('find each raise against every version it was made from, and no fall', () => {
    const changes: Change[] = [
      { at: 'the working tree', before: [{ '/a': 30_000 }], after: { '/a': 29_000, '/b': 25_000 } },
      { at: 'merge', before: [{ '/a': 31_000 }, { '/a': 30_500 }], after: { '/a': 31_000 } },
      { at: 'commit 2', before: [{ '/a': 30_000 }], after: { '/a': 30_500 } },
      { at: 'commit 1', before: [null], after: { '/a': 30_000, '/b': aim + 1 } },
    ]
    expect(raisesOf(changes)).toEqual([
      { at: 'the working tree', route: '/b', from: aim, to: 25_000 },
      { at: 'commit 2', route: '/a', from: 30_000, to: 30_500 },
      { at: 'commit 1', route: '/a', from: aim, to: 30_000 },
      { at: 'commit 1', route: '/b', from: aim, to: aim + 1 },
    ])
  })

  it('refuse a raise no record names with its page and new ceiling on one line', () => {
    const records = new Map([
      ['028-a.md', '`/songlist` 36,900 → 37,612 bytes.\n`/` 21000'],
      ['029-b.md', 'The song list, `/songlist`, now weighs\n37,700 bytes.'],
    ])
    const raise = (route: string, to: number): Raise => ({ at: 'x', route, from: 1, to })
    expect(
      unbacked(
        [
          raise('/songlist', 37_612),
          raise('/', 21_000),
          raise('/songlist', 37_700),
          raise('/about', 37_612),
          raise('/', 612),
        ],
        records,
      ),
    ).toEqual([
      '/songlist rose from 1 to 37700 in x: no decision record has a line naming `/songlist` and 37,700',
      '/about rose from 1 to 37612 in x: no decision record has a line naming `/about` and 37,612',
      '/ rose from 1 to 612 in x: no decision record has a line naming `/` and 612',
    ])
  })
})
