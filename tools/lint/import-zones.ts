// An ESLint rule that keeps imports one-way between folders. Written here because the plugins
// that do this pull in a native resolver whose platform packages `npm ci` cannot all fetch.
import { readFileSync } from 'node:fs'
import { dirname, join, resolve, sep } from 'node:path'
import type { Rule } from 'eslint'
import type { Node } from 'estree'

/** One zone, paths relative to the working directory (`except` relative to the first `from`). */
export interface ImportZone {
  target: string
  from: string | string[]
  except?: string[]
  /** A regular expression: the target's files the zone does not hold (its tests, say). */
  exceptFiles?: string
  message: string
}

const inside = (file: string, folder: string) => file === folder || file.startsWith(folder + sep)

/** The package's import aliases (`#src/*` → `./src/*`), read once per directory. */
const aliasCache = new Map<string, [prefix: string, target: string][]>()
function aliasesOf(root: string): [prefix: string, target: string][] {
  let aliases = aliasCache.get(root)
  if (!aliases) {
    const { imports = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      imports?: Record<string, string>
    }
    aliases = Object.entries(imports).map(([key, target]) => [
      key.replace(/\*$/, ''),
      resolve(root, target.replace(/\*$/, '')),
    ])
    aliasCache.set(root, aliases)
  }
  return aliases
}

/** Where a relative or aliased specifier points, or null for a package. */
function importedPath(spec: string, file: string, root: string): string | null {
  if (spec.startsWith('.')) return resolve(dirname(file), spec)
  if (!spec.startsWith('#')) return null
  const alias = aliasesOf(root).find(([prefix]) => spec.startsWith(prefix))
  return alias ? join(alias[1], spec.slice(alias[0].length)) : null
}

const importZones: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports from one folder into another, relative or aliased' },
    schema: [{ type: 'object', properties: { zones: { type: 'array' } }, required: ['zones'] }],
  },
  create(context) {
    const root = context.cwd
    const file = context.filename
    // The schema has made sure of the object and its array.
    const [{ zones: given }] = context.options as [{ zones: ImportZone[] }]
    const zones = given.map((zone) => ({
      target: resolve(root, zone.target),
      from: [zone.from].flat().map((from) => resolve(root, from)),
      except: (zone.except ?? []).map((except) =>
        resolve(root, [zone.from].flat()[0] as string, except),
      ),
      exceptFiles: zone.exceptFiles === undefined ? null : new RegExp(zone.exceptFiles),
      message: zone.message,
    }))
    const active = zones.filter(
      (zone) => inside(file, zone.target) && !zone.exceptFiles?.test(file),
    )
    if (active.length === 0) return {}
    const check = (node: Node, spec: unknown) => {
      if (typeof spec !== 'string') return
      const imported = importedPath(spec, file, root)
      if (imported === null) return
      for (const zone of active) {
        if (!zone.from.some((from) => inside(imported, from) || imported.startsWith(from + '.')))
          continue
        if (zone.except.some((except) => inside(imported, except))) continue
        context.report({ node, message: `${spec}: ${zone.message}` })
      }
    }
    const fromSource = (node: { source?: (Node & { value?: unknown }) | null }) =>
      node.source && check(node.source, node.source.value)
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    }
  },
}

export default { rules: { 'import-zones': importZones } }
