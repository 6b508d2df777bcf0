import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { parseSync } from 'rolldown/utils'
import { describe, expect, it } from 'vitest'

/*
 * No module of the repository imports itself back, through any chain: a cycle makes the order in
 * which modules run depend on which one was loaded first, and ties folders that should stand
 * apart. An edge is a static import or re-export that brings a value (an `import type` is erased
 * from the output), an import for its side effects, or an `import()` of a literal path; resolved
 * when relative or through package.json's `imports`. Nor does a room (a folder) import itself back
 * through other rooms, types counted: a reader following one concern through the code then goes
 * one way. A test file is left out of the rooms, as it may import what it tests from anywhere. Here rather than eslint-plugin-import-x's
 * `no-cycle`: that plugin resolves through a native package `npm ci` cannot fetch on every
 * platform (tools/lint/import-zones.ts), and walks the graph again for every file it lints; one
 * parse of every module with the build's own parser (Oxc, through Rolldown) takes about a second.
 */

const root = path.resolve(import.meta.dirname, '../..')
const moduleFile = /\.(?:tsx?|[cm]ts|jsx?|[cm]js)$/
const literal = /^(['"`])([^'"`$]*)\1$/

/**
 * The paths a module names in the imports and re-exports that reach its code at run time, or
 * (`types`) in all of them, `import type` too.
 */
function moduleImports(file: string, text: string, types = false): string[] {
  const { module, errors } = parseSync(file, text)
  if (errors.length > 0) throw new Error(`${file}: ${errors[0]?.message}`)
  const specs: string[] = []
  for (const statement of module.staticImports) {
    const { entries, moduleRequest } = statement
    if (types || entries.length === 0 || entries.some((entry) => !entry.isType))
      specs.push(moduleRequest.value)
  }
  const reexports = new Map<string, boolean>()
  for (const statement of module.staticExports) {
    for (const entry of statement.entries) {
      if (!entry.moduleRequest) continue
      const spec = entry.moduleRequest.value
      reexports.set(spec, (reexports.get(spec) ?? false) || types || !entry.isType)
    }
  }
  for (const [spec, value] of reexports) if (value) specs.push(spec)
  for (const { moduleRequest } of module.dynamicImports) {
    const spec = literal.exec(text.slice(moduleRequest.start, moduleRequest.end))?.[2]
    if (spec !== undefined) specs.push(spec)
  }
  return specs
}

type Aliases = [prefix: string, folder: string][]

/** Each module's imports of the repository's modules, relative to the root. */
function importGraph(
  files: string[],
  read: (file: string) => string,
  aliases: Aliases,
  types = false,
): Map<string, string[]> {
  const known = new Set(files)
  const resolveSpec = (file: string, spec: string): string | null => {
    if (spec.startsWith('.')) return path.posix.join(path.posix.dirname(file), spec)
    const alias = aliases.find(([prefix]) => spec.startsWith(prefix))
    return alias ? path.posix.join(alias[1], spec.slice(alias[0].length)) : null
  }
  return new Map(
    files.map((file) => {
      const targets = moduleImports(file, read(file), types)
        .map((spec) => resolveSpec(file, spec))
        .filter((target): target is string => target !== null && known.has(target))
      return [file, [...new Set(targets)]]
    }),
  )
}

const testFile = /\.(?:test|spec)\.[cm]?[jt]sx?$/

/** The rooms' graph: each folder's imports of other folders, from its modules but its tests. */
function roomGraph(modules: Map<string, string[]>): Map<string, string[]> {
  const rooms = new Map<string, Set<string>>()
  for (const [file, targets] of modules) {
    if (testFile.test(file)) continue
    const room = path.posix.dirname(file)
    const next = rooms.get(room) ?? new Set()
    for (const target of targets)
      if (path.posix.dirname(target) !== room) next.add(path.posix.dirname(target))
    rooms.set(room, next)
  }
  return new Map([...rooms].map(([room, next]) => [room, [...next]]))
}

/** The groups of nodes that reach each other (strongly connected components, Tarjan's algorithm). */
function cycleGroups(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const groups: string[][] = []
  const visit = (file: string) => {
    order.set(file, order.size)
    low.set(file, order.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, order.get(next)!))
      }
    }
    if (low.get(file) !== order.get(file)) return
    const group: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group.sort())
  }
  for (const file of [...graph.keys()].sort()) if (!order.has(file)) visit(file)
  return groups
}

/** One cycle per group of modules that import each other, from its first module by name. */
function importCycles(graph: Map<string, string[]>): string[][] {
  return cycleGroups(graph)
    .map((group) => shortestLoop(graph, new Set(group)))
    .sort()
}

/**
 * The cycles of groups not in `known` (each group written as its members by name, joined by
 * ' · '), and the known groups no longer found: both lists must stay empty.
 */
function newAndGone(graph: Map<string, string[]>, known: readonly string[]) {
  const groups = cycleGroups(graph).map((group) => ({ group, key: group.join(' · ') }))
  return {
    new: groups
      .filter(({ key }) => !known.includes(key))
      .map(({ group }) => shortestLoop(graph, new Set(group)).join(' → ')),
    gone: known.filter((key) => !groups.some((found) => found.key === key)),
  }
}

/** The shortest path from a group's first module back to itself, within the group. */
function shortestLoop(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!
  const cameFrom = new Map<string, string>()
  const queue = [start]
  for (let at = 0; at < queue.length; at++) {
    const file = queue[at]!
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue
      if (next === start) {
        const loop = [start]
        for (let back = file; back !== start; back = cameFrom.get(back)!) loop.splice(1, 0, back)
        return [...loop, start]
      }
      if (cameFrom.has(next)) continue
      cameFrom.set(next, file)
      queue.push(next)
    }
  }
  return [start]
}

function repositoryGraph(types = false): Map<string, string[]> {
  const args = ['ls-files', '-z', '--cached', '--others', '--exclude-standard']
  const files = execFileSync('git', args, { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => moduleFile.test(file) && existsSync(path.join(root, file)))
  const { imports = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    imports?: Record<string, string>
  }
  const aliases: Aliases = Object.entries(imports).map(([key, folder]) => [
    key.replace(/\*$/, ''),
    folder.replace(/^\.\//, '').replace(/\*$/, ''),
  ])
  return importGraph(files, (file) => readFileSync(path.join(root, file), 'utf8'), aliases, types)
}

/*
 * Cycles that types close, or rooms, found when these checks came (issue 71): each to be broken,
 * and then taken off the list, which only shrinks (a group no longer found fails too).
 */
const knownTypeCycles = [
  'bench/deploy-size.ts · bench/report.ts',
  'build-src/share-cards/card-fonts.ts · build-src/share-cards/card-layout.ts',
]
const knownRoomCycles = [
  'build-src · build-src/archive-files · build-src/content-folder · build-src/share-cards · build-src/web-app',
  'src/features/my-list · src/features/my-list/share-picture',
  'tools/add-streams · tools/data-import · tools/lib',
]

describe('the import graph', () => {
  const graph = repositoryGraph()

  it('is read from the repository', () => {
    expect(graph.get('src/main.tsx')).toContain('src/app.tsx')
    expect(graph.get('build-src/prerender/page-worker.ts')).toContain('src/entry-server.tsx')
  })

  it('has no cycle', () => {
    expect(importCycles(graph).map((loop) => loop.join(' → '))).toEqual([])
  })

  const withTypes = repositoryGraph(true)

  it('has no cycle that types close, but the known ones', () => {
    expect(newAndGone(withTypes, knownTypeCycles)).toEqual({ new: [], gone: [] })
  })

  it('has no cycle between rooms, but the known ones', () => {
    expect(newAndGone(roomGraph(withTypes), knownRoomCycles)).toEqual({ new: [], gone: [] })
  })
})

// The rules on modules written to break them, so a change that blinds them fails here.
describe('the rules', () => {
  const modules: Record<string, string> = {
    'src/a.ts': "import { b } from './b.ts'\nexport const a = b",
    'src/b.ts': "import { c } from '#src/lib/c.ts'\nexport const b = c",
    'src/lib/c.ts': "export * from '../a.ts'\nexport const c = 1",
    'src/d.ts': "import type { E } from './e.ts'\nexport type D = E",
    'src/e.ts': "import { type D } from './d.ts'\nimport './f.tsx'\nexport type E = D",
    'src/f.tsx': "const g = () => import('./g.ts')\nexport { type F } from './e.ts'\nexport { g }",
    'src/g.ts': "import './f.tsx'\nimport 'react'\nimport { x } from '#tests/x.ts'",
    'src/h.ts': "export { h } from './h.ts'\nconst lazy = (name: string) => import(`./${name}.ts`)",
  }
  const graph = importGraph(Object.keys(modules), (file) => modules[file]!, [['#src/', 'src/']])

  it('follow value imports, re-exports, side effects and literal import(), by path or alias', () => {
    expect(Object.fromEntries(graph)).toEqual({
      'src/a.ts': ['src/b.ts'],
      'src/b.ts': ['src/lib/c.ts'],
      'src/lib/c.ts': ['src/a.ts'],
      'src/d.ts': [],
      'src/e.ts': ['src/f.tsx'],
      'src/f.tsx': ['src/g.ts'],
      'src/g.ts': ['src/f.tsx'],
      'src/h.ts': ['src/h.ts'],
    })
  })

  it('find each cycle once, from its first module by name', () => {
    expect(importCycles(graph)).toEqual([
      ['src/a.ts', 'src/b.ts', 'src/lib/c.ts', 'src/a.ts'],
      ['src/f.tsx', 'src/g.ts', 'src/f.tsx'],
      ['src/h.ts', 'src/h.ts'],
    ])
  })

  it('count an `import type` when asked, in a module’s imports and in the rooms’', () => {
    const typed = importGraph(
      Object.keys(modules),
      (file) => modules[file]!,
      [['#src/', 'src/']],
      true,
    )
    expect(typed.get('src/d.ts')).toEqual(['src/e.ts'])
    expect(typed.get('src/f.tsx')).toEqual(['src/e.ts', 'src/g.ts'])
    expect(importCycles(typed)).toContainEqual(['src/d.ts', 'src/e.ts', 'src/d.ts'])
    expect(Object.fromEntries(roomGraph(typed))).toEqual({ src: ['src/lib'], 'src/lib': ['src'] })
  })

  it('find rooms that import each other, their tests left out', () => {
    const rooms: Record<string, string> = {
      'src/list/page.tsx':
        "import { search } from '#src/search/run.ts'\nexport const page = search",
      'src/search/run.ts':
        "import type { Row } from '#src/list/rows/row.ts'\nexport const search = 1",
      'src/list/rows/row.ts': "import { page } from '../page.tsx'\nexport type Row = typeof page",
      'src/table/table.ts': 'export const table = 1',
      'src/table/table.test.ts': "import { page } from '#src/list/page.tsx'\nimport './table.ts'",
      'src/list/filters.ts': "import { table } from '#src/table/table.ts'\nexport const f = table",
    }
    const typed = importGraph(Object.keys(rooms), (file) => rooms[file]!, [['#src/', 'src/']], true)
    expect(newAndGone(roomGraph(typed), [])).toEqual({
      new: ['src/list → src/search → src/list/rows → src/list'],
      gone: [],
    })
    expect(
      newAndGone(roomGraph(typed), ['src/list · src/list/rows · src/search', 'src/x']),
    ).toEqual({
      new: [],
      gone: ['src/x'],
    })
  })
})
