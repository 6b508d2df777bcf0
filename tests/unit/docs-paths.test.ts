import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Docs that cannot drift: README.md and docs/**\/*.md may name only paths that exist and
 * decisions that are recorded. What counts as naming a path (outside fenced code blocks, whose
 * examples show other folders, sample output and files yet to be written):
 *
 * - A markdown link or image whose target is relative: resolved against the doc's folder, `#…`
 *   and `?…` stripped, it must be a tracked file or folder. URLs (`https:`, `mailto:`) and
 *   in-page anchors (`#…`) are not paths.
 * - Backticked text, as one word:
 *   - starting with `/` is a URL path on the site (`/zh/404.html`) or a machine's (`/usr/bin`),
 *     and with a scheme or a host (`https://…`, `youtu.be/`) a URL: not a repository path;
 *   - containing `/` and starting with a top-level folder or file of the repository
 *     (`src/lib/pages.ts`, `.github/workflows/test.yml`) is resolved against the repository root;
 *   - ending in a source or data extension (.ts .tsx .mjs .js .json .md .po .css .svg .yml .toml
 *     and their kin) otherwise is a file name or the tail of a path (`report-button.tsx`,
 *     `streams/*.json`): some tracked path must end with it.
 * - Backticked text with spaces is a command line or a phrase (`node tools/og-image.mjs`): only its
 *   words that start with a top-level folder and hold a `/` are paths.
 * - A glob (`*`, `{a,b}`) stands for files that are there: it must match at least one. A
 *   placeholder (`<YYYY-MM-DD>`, `<tag>`) stands for a name still to be chosen or written, so
 *   only the folders before it must exist; a file name that is all pattern is not checked.
 * - A path git ignores (`dist/…`, `bench/out/`, `node_modules/…`) is build output, not the
 *   repository's.
 *
 * A cited decision (`decisions/NNN`, "decision NNN", "decision record NNN", "design decision NN")
 * must be a record in docs/decisions/. A file that is gone is named by the commit that removed
 * it, not by its path.
 */

const root = path.resolve(import.meta.dirname, '../..')

interface Repo {
  files: string[]
  fileSet: Set<string>
  folders: Set<string>
  topLevel: Set<string>
  /** Paths (relative to the root) that git ignores, asked once for all that are missing. */
  ignored: (paths: string[]) => Set<string>
}

function gitRepo(): Repo {
  // One `git ls-files` for the whole test: tracked and new files, less those deleted from the tree.
  const args = ['ls-files', '-z', '--cached', '--others', '--exclude-standard']
  const listed = execFileSync('git', args, { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && existsSync(path.join(root, file)))
  return repoOf(listed, (paths) => {
    // git refuses a path out of the repository, and with it the rest of the list
    const inside = paths.filter((p) => !p.split('/').includes('..'))
    if (inside.length === 0) return new Set()
    const result = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      input: inside.join('\n'),
      encoding: 'utf8',
    })
    return new Set(result.stdout.split('\n').filter(Boolean))
  })
}

function repoOf(files: string[], ignored: Repo['ignored']): Repo {
  const folders = new Set<string>()
  for (const file of files) {
    for (let i = file.indexOf('/'); i !== -1; i = file.indexOf('/', i + 1)) {
      folders.add(file.slice(0, i))
    }
  }
  const topLevel = new Set(files.map((file) => file.split('/', 1).join('')))
  return { files, fileSet: new Set(files), folders, topLevel, ignored }
}

const extension = /\.(?:tsx?|[cm]ts|jsx?|[cm]js|json|md|po|css|svg|png|ya?ml|toml)$/
const placeholder = /<[^<>/\s]+>/
const host = /^[\w-]+(?:\.[\w-]+)+$/

type Reference =
  | { kind: 'root'; path: string } // resolved against the repository root
  | { kind: 'tail'; path: string } // a file name or the end of a path, anywhere in the repository

/** What a backticked word names, or null when it is not a repository path. */
function pathOf(word: string, repo: Repo, { bareNames }: { bareNames: boolean }): Reference | null {
  if (/^[a-z][\w+.-]*:/i.test(word) || word.startsWith('/')) return null
  const clean = word.replace(/^\.\//, '')
  const first = clean.split('/', 1).join('')
  if (clean.includes('/') && repo.topLevel.has(first)) return { kind: 'root', path: clean }
  if (!bareNames || !extension.test(clean)) return null
  if (clean.includes('/') && host.test(first)) return null
  return { kind: 'tail', path: clean }
}

/** `{a,b}` groups expanded: `src/locales/{ja,zh-Hant}/*.po` is two globs. */
function expandBraces(pattern: string): string[] {
  const group = /\{([^{}]*,[^{}]*)\}/.exec(pattern)
  if (!group) return [pattern]
  const [before, after] = [
    pattern.slice(0, group.index),
    pattern.slice(group.index + group[0].length),
  ]
  return (group[1] ?? '').split(',').flatMap((choice) => expandBraces(before + choice + after))
}

function globRegExp(glob: string): string {
  return glob
    .split(/(\*\*\/?|\*)/)
    .map((part) =>
      part === '*'
        ? '[^/]*'
        : part === '**'
          ? '.*'
          : part === '**/'
            ? '(?:.*/)?'
            : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
}

/** Whether a reference names something in the repository; a trailing `/` asks for a folder. */
function exists(ref: Reference, repo: Repo): boolean {
  const wantsFolder = ref.path.endsWith('/')
  const bare = ref.path.replace(/\/$/, '')
  const at = placeholder.exec(bare)
  if (at) {
    // Only the folders before the placeholder must exist.
    const folder = bare.slice(0, at.index).replace(/\/[^/]*$|^[^/]*$/, '')
    if (folder === '') return true
    return exists({ kind: ref.kind, path: `${folder}/` }, repo)
  }
  const isGlob = bare.includes('*') || expandBraces(bare).length > 1
  if (!isGlob && ref.kind === 'root') {
    return repo.folders.has(bare) || (!wantsFolder && repo.fileSet.has(bare))
  }
  return expandBraces(bare).every((glob) => {
    const body = globRegExp(glob)
    const start = ref.kind === 'root' ? '^' : '(?:^|/)'
    const end = wantsFolder ? '/' : '(?:$|/)'
    const re = new RegExp(start + body + end)
    return repo.files.some((file) => re.test(file))
  })
}

interface Problem {
  doc: string
  line: number
  offset: number
  message: string
}

/** The doc's text with fenced code blocks blanked, so offsets and line numbers stay the same. */
function withoutFences(text: string): string {
  let fence: string | null = null
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null
        return ''
      }
      if (marker) {
        fence = marker
        return ''
      }
      return line
    })
    .join('\n')
}

function lineAt(text: string): (offset: number) => number {
  return (offset) => text.slice(0, offset).split('\n').length
}

const codeSpan = /(?<!`)(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g
const inlineLink = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g
const linkDefinition = /^ {0,3}\[(?!\^)[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm
const decisionCitations = [/\bdecisions\/(\d+)/g, /\bdecisions?(?:\s+records?)?\s+(\d+)\b/gi]

/** Every path the docs name that does not exist, and every decision they cite that is not recorded. */
function checkDocs(docs: Map<string, string>, repo: Repo, records: Set<number>): string[] {
  const found: { doc: string; ref: Reference; offset: number; shown: string }[] = []
  const problems: Problem[] = []
  const lines = new Map<string, (offset: number) => number>()

  for (const [doc, text] of docs) {
    const prose = withoutFences(text)
    const line = lineAt(prose)
    lines.set(doc, line)

    // Code spans first, then links in the text with the spans masked (a `[x](y)` in code is code).
    let masked = prose
    for (const span of prose.matchAll(codeSpan)) {
      const content = span[2] ?? ''
      if (/\n[ \t]*\n/.test(content)) continue // an unclosed backtick: spans end with the paragraph
      const end = span.index + span[0].length
      masked = masked.slice(0, span.index) + ' '.repeat(span[0].length) + masked.slice(end)
      const words = content.trim().split(/\s+/)
      for (const word of words) {
        const ref = pathOf(word, repo, { bareNames: words.length === 1 })
        if (ref) found.push({ doc, ref, offset: span.index, shown: word })
      }
    }
    for (const link of [...masked.matchAll(inlineLink), ...masked.matchAll(linkDefinition)]) {
      const target = link[1] ?? ''
      if (/^[a-z][\w+.-]*:/i.test(target) || target.startsWith('#')) continue
      const local = decodeURI(target.replace(/[#?].*$/, ''))
      // normalize keeps a trailing `/`, so a link to a folder still asks for a folder
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(doc), local))
      const offset = link.index
      if (resolved.startsWith('../')) {
        const message = `link ${target} leads out of the repository`
        problems.push({ doc, line: line(offset), offset, message })
        continue
      }
      found.push({ doc, ref: { kind: 'root', path: resolved }, offset, shown: `link ${target}` })
    }

    for (const pattern of decisionCitations) {
      for (const citation of prose.matchAll(pattern)) {
        if (records.has(Number(citation[1]))) continue
        const message = `"${citation[0]}" cites a decision that is not in docs/decisions/`
        problems.push({ doc, line: line(citation.index), offset: citation.index, message })
      }
    }
  }

  const missing = found.filter(({ ref }) => !exists(ref, repo))
  const ignored = repo.ignored([...new Set(missing.map(({ ref }) => ref.path))])
  for (const { doc, ref, offset, shown } of missing) {
    if (ignored.has(ref.path)) continue
    const what = shown === ref.path ? shown : `${shown} (${ref.path})`
    const where = ref.kind === 'root' ? 'does not exist' : 'is not the name or end of any file'
    problems.push({ doc, line: lines.get(doc)!(offset), offset, message: `${what} ${where}` })
  }
  return problems
    .sort((a, b) => (a.doc === b.doc ? a.offset - b.offset : a.doc < b.doc ? -1 : 1))
    .map((problem) => `${problem.doc}:${problem.line}: ${problem.message}`)
}

const recordName = /^docs\/decisions\/(\d{3})-[a-z0-9-]+\.md$/
const dateLine = /^- \*\*Date:\*\* (\d{4}-\d{2}-\d{2})$/
const statusLine =
  /^- \*\*Status:\*\* (?:Proposed|Accepted|Rejected|Deprecated|Superseded by (.*))$/
const supersededBy = /^\[(\d{3})\]\(((\d{3})-[a-z0-9-]+\.md)\)$/

/**
 * Every file in docs/decisions/ but its README is a record `NNN-title.md` titled `# NNN: …`, with
 * `- **Date:** YYYY-MM-DD` and `- **Status:** …` after a blank line; a record superseded by
 * another links it as `[NNN](NNN-title.md)`, and that one links back.
 */
function checkRecords(docs: Map<string, string>): string[] {
  const problems: string[] = []
  const records = [...docs.keys()].filter((doc) => recordName.test(doc))
  const numbers = records.map((doc) => recordName.exec(doc)?.[1])
  for (const doc of docs.keys()) {
    if (!doc.startsWith('docs/decisions/') || doc === 'docs/decisions/README.md') continue
    const number = recordName.exec(doc)?.[1]
    if (!number) {
      problems.push(`${doc}: not named <NNN>-<short-title>.md`)
      continue
    }
    if (numbers.indexOf(number) !== numbers.lastIndexOf(number)) {
      problems.push(`${doc}: another record has the number ${number}`)
    }
    const [title, blank, date, status] = docs.get(doc)!.split('\n')
    if (!title?.startsWith(`# ${number}: `)) {
      problems.push(`${doc}:1: the title does not start with "# ${number}: "`)
    }
    const day = dateLine.exec(date ?? '')?.[1]
    if (blank !== '' || !day || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) {
      problems.push(
        `${doc}:3: no "- **Date:** YYYY-MM-DD" (a real day) after the title and a blank line`,
      )
    }
    const state = statusLine.exec(status ?? '')
    if (!state) {
      problems.push(
        `${doc}:4: no "- **Status:** Proposed, Accepted, Rejected, Deprecated or Superseded by [NNN](NNN-title.md)"`,
      )
      continue
    }
    if (state[1] === undefined) continue
    const link = supersededBy.exec(state[1])
    const target = link && `docs/decisions/${link[2]}`
    if (!link || !target || link[1] !== link[3] || !docs.has(target) || target === doc) {
      problems.push(
        `${doc}:4: "Superseded by ${state[1]}" does not link another record as [NNN](NNN-title.md)`,
      )
    } else if (!docs.get(target)!.includes(`(${path.posix.basename(doc)})`)) {
      problems.push(`${target}: replaces ${doc} but does not link it`)
    }
  }
  return problems
}

function recordNumbers(files: string[]): Set<number> {
  return new Set(
    files.flatMap((file) => {
      const match = recordName.exec(file)
      return match ? [Number(match[1])] : []
    }),
  )
}

/** A section of a doc: from its `## ` heading to the next one. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n')
  const start = lines.indexOf(`## ${heading}`)
  if (start === -1) return ''
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '))
  return lines.slice(start, end === -1 ? undefined : end).join('\n')
}

/**
 * Folders the map does not name one by one: the fixtures' data (each fixture's folder below
 * tests/fixtures/ is named by the tests that read it).
 */
const unmapped = [/^tests\/fixtures\/./]

/**
 * The tracked folders (at any depth, but those `unmapped` matches) that the map does not name in
 * a code span, with or without the trailing slash: the map gives every folder a line.
 */
function unnamedFolders(map: string, repo: Repo, skip: RegExp[]): string[] {
  const named = new Set(
    [...withoutFences(map).matchAll(codeSpan)].map((span) => span[2]!.trim().replace(/\/$/, '')),
  )
  return [...repo.folders]
    .filter((folder) => !skip.some((pattern) => pattern.test(folder)))
    .filter((folder) => !named.has(folder))
    .sort()
}

/** The alias table's rows (`` | `#src/*` | `src/` | ``) as [alias, folder] pairs. */
function aliasRows(markdown: string): [alias: string, folder: string][] {
  const row = /^\| `(#[^`]+)` +\| `([^`]+)` +\|$/gm
  return [...withoutFences(markdown).matchAll(row)].map((match) => [match[1]!, match[2]!])
}

const repo = gitRepo()
const docs = new Map(
  repo.files
    .filter((file) => file === 'README.md' || /^docs\/.*\.md$/.test(file))
    .sort()
    .map((doc) => [doc, readFileSync(path.join(root, doc), 'utf8')]),
)

describe('the docs', () => {
  it('are found', () => {
    expect([...docs.keys()]).toContain('README.md')
    expect([...docs.keys()]).toContain('docs/architecture.md')
    expect(recordNumbers([...docs.keys()]).size).toBeGreaterThan(0)
  })

  it('name only paths that exist and decisions that are recorded', () => {
    expect(checkDocs(docs, repo, recordNumbers([...docs.keys()]))).toEqual([])
  })

  it('keep decision records numbered, dated, with a status, and linked when superseded', () => {
    expect(checkRecords(docs)).toEqual([])
  })

  it("name every tracked folder in docs/architecture.md's folders section", () => {
    const map = section(docs.get('docs/architecture.md')!, 'Folders and where code goes')
    expect(map).not.toBe('')
    expect(unnamedFolders(map, repo, unmapped)).toEqual([])
  })

  it("list every alias of package.json's imports in docs/architecture.md's alias table", () => {
    const { imports = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      imports?: Record<string, string>
    }
    const aliases = Object.entries(imports).map(([alias, target]) => [
      alias,
      target.replace(/^\.\//, '').replace(/\*$/, ''),
    ])
    expect(aliasRows(docs.get('docs/architecture.md')!).sort()).toEqual(aliases.sort())
  })
})

// The rules themselves, on docs written to break them, so a change that blinds them fails here.
describe('the rules', () => {
  const fake = repoOf(
    [
      'README.md',
      'docs/a.md',
      'docs/decisions/001-one.md',
      'src/lib/pages.ts',
      'src/features/songs/list/results/song-rows.tsx',
      'content/streams/2025-02-11.json',
      'src/locales/ja/messages.po',
      'src/locales/zh-Hant/messages.po',
    ],
    (paths) => new Set(paths.filter((p) => p.startsWith('dist/') || p.startsWith('node_modules/'))),
  )
  const check = (doc: string, markdown: string[]) =>
    checkDocs(new Map([[doc, markdown.join('\n')]]), fake, new Set([1]))

  it('accept what exists, URLs, commands, site paths, build output and placeholders', () => {
    const markdown = [
      'See [a](docs/a.md#top), [the folder](docs/decisions/), [site](https://example.com/x.md),',
      '[up](#anchor), `src/lib/pages.ts`, `src/lib/`, `song-rows.tsx`, `streams/*.json`,',
      '`content/streams/<YYYY-MM-DD>.json`, `<YYYY-MM-DD>-2.json`, `src/locales/{ja,zh-Hant}/*.po`,',
      '`/zh/404.html`, `https://www.youtube.com/iframe_api`, `youtu.be/x.js`, `npm run build`,',
      '`node src/lib/pages.ts --file issue.md`, `dist/version.json`, `owner/name`, `site.origin`,',
      '`src/**/*.tsx`, `src/**`, `docs/**/*.md`,',
      'decisions/001 and decision 1.',
      '```text',
      'src/gone.ts `src/gone.ts` [x](gone.md) decision 9',
      '```',
    ]
    expect(check('README.md', markdown)).toEqual([])
  })

  it('name the doc, the line and each missing path or decision', () => {
    const markdown = [
      'Intro [b](b.md), [c](../src/lib/c.ts), [d](decisions/002-two.md).',
      'Code `src/features/songs/report-button.tsx` and `report-button.tsx` and `src/lib/`',
      '`src/locales/ko/*.po` `src/gone/<name>.ts` `node src/lib/og-image.mjs` `songs/x.json`',
      'see design decision 18 and decisions/002, `src/lib/pages.ts/` and [e](../../x.md)',
      '`src/**/*.css`',
    ]
    expect(check('docs/a.md', markdown)).toEqual([
      'docs/a.md:1: link b.md (docs/b.md) does not exist',
      'docs/a.md:1: link ../src/lib/c.ts (src/lib/c.ts) does not exist',
      'docs/a.md:1: link decisions/002-two.md (docs/decisions/002-two.md) does not exist',
      'docs/a.md:1: "decisions/002" cites a decision that is not in docs/decisions/',
      'docs/a.md:2: src/features/songs/report-button.tsx does not exist',
      'docs/a.md:2: report-button.tsx is not the name or end of any file',
      'docs/a.md:3: src/locales/ko/*.po does not exist',
      'docs/a.md:3: src/gone/<name>.ts does not exist',
      'docs/a.md:3: src/lib/og-image.mjs does not exist',
      'docs/a.md:3: songs/x.json is not the name or end of any file',
      'docs/a.md:4: "decision 18" cites a decision that is not in docs/decisions/',
      'docs/a.md:4: "decisions/002" cites a decision that is not in docs/decisions/',
      'docs/a.md:4: src/lib/pages.ts/ does not exist',
      'docs/a.md:4: link ../../x.md leads out of the repository',
      'docs/a.md:5: src/**/*.css does not exist',
    ])
  })

  it('find a folder, at any depth, that the map does not name, but those it need not', () => {
    const tree = repoOf(
      [
        'src/features/songs/list/filters/a.ts',
        'src/features/home/b.ts',
        'src/shared/ui/c.ts',
        'tools/lint/d.ts',
        'tests/fixtures/x/y/e.json',
        'f.ts',
      ],
      () => new Set(),
    )
    const map = [
      '- `src/`, `src/features`, `src/shared` and `tests/`, `tests/fixtures/`.',
      '- `src/features/songs/`: songs; `src/features/songs/list` its list.',
      '- `src/shared/ui/`: parts.',
      '```text',
      '`src/features/home/` `tools/`',
      '```',
    ].join('\n')
    expect(unnamedFolders(map, tree, [/^tests\/fixtures\/./])).toEqual([
      'src/features/home',
      'src/features/songs/list/filters',
      'tools',
      'tools/lint',
    ])
  })

  it("read a doc's section and its alias table", () => {
    const doc = [
      '# Doc',
      '## One',
      '| `#a/*` | `a/` |',
      '## Two',
      '| alias | folder |',
      '| `#b/*`  | `b/`   |',
      '```text',
      '| `#c/*` | `c/` |',
      '```',
      '### Three',
      '## Four',
    ].join('\n')
    expect(section(doc, 'Two').split('\n')).toEqual(doc.split('\n').slice(3, 10))
    expect(section(doc, 'Five')).toBe('')
    expect(aliasRows(section(doc, 'Two'))).toEqual([['#b/*', 'b/']])
  })

  it('hold decision records to their name, title, date and status', () => {
    const record = (title: string, date: string, status: string, body = '') =>
      [title, '', `- **Date:** ${date}`, `- **Status:** ${status}`, '', body].join('\n')
    const records = new Map([
      ['docs/decisions/README.md', '# Decision records'],
      [
        'docs/decisions/001-a.md',
        record('# 001: A', '2026-11-22', 'Superseded by [002](002-b.md)'),
      ],
      [
        'docs/decisions/002-b.md',
        record('# 002: B', '2026-11-23', 'Accepted', 'Replaces [001](001-a.md).'),
      ],
      [
        'docs/decisions/003-c.md',
        record('# 003: C', '2026-02-30', 'Superseded by [009](009-x.md)'),
      ],
      [
        'docs/decisions/004-d.md',
        record('# 004: D', '2026-11-24', 'Superseded by [002](002-b.md)'),
      ],
      ['docs/decisions/005-e.md', record('# 5: E', '2026-11-24', 'Done')],
      ['docs/decisions/005-f.md', '# 005: F\n\n**Context.**'],
      ['docs/decisions/notes.md', '# Notes'],
    ])
    expect(checkRecords(records)).toEqual([
      'docs/decisions/003-c.md:3: no "- **Date:** YYYY-MM-DD" (a real day) after the title and a blank line',
      'docs/decisions/003-c.md:4: "Superseded by [009](009-x.md)" does not link another record as [NNN](NNN-title.md)',
      'docs/decisions/002-b.md: replaces docs/decisions/004-d.md but does not link it',
      'docs/decisions/005-e.md: another record has the number 005',
      'docs/decisions/005-e.md:1: the title does not start with "# 005: "',
      'docs/decisions/005-e.md:4: no "- **Status:** Proposed, Accepted, Rejected, Deprecated or Superseded by [NNN](NNN-title.md)"',
      'docs/decisions/005-f.md: another record has the number 005',
      'docs/decisions/005-f.md:3: no "- **Date:** YYYY-MM-DD" (a real day) after the title and a blank line',
      'docs/decisions/005-f.md:4: no "- **Status:** Proposed, Accepted, Rejected, Deprecated or Superseded by [NNN](NNN-title.md)"',
      'docs/decisions/notes.md: not named <NNN>-<short-title>.md',
    ])
  })
})
