// Netlify's `_headers` format: a path line, then indented `Name: value` lines; `#` starts a comment.
// `*` matches anything (slashes included), `:name` one path segment.

export interface HeaderRule {
  path: string
  pattern: RegExp
  headers: [name: string, value: string][]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let current: HeaderRule | null = null
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) continue
    if (!/^\s/.test(raw)) {
      if (!line.startsWith('/'))
        throw new Error(`_headers line ${index + 1}: a path must start with /`)
      current = { path: line, pattern: pathPattern(line), headers: [] }
      rules.push(current)
      continue
    }
    const colon = line.indexOf(':')
    if (!current || colon < 1) throw new Error(`_headers line ${index + 1}: expected "Name: value"`)
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

function pathPattern(path: string): RegExp {
  const body = path
    .replace(/\/+$/, '')
    .split(/(\*|:[A-Za-z_]\w*)/)
    .map((part) => {
      if (part === '*') return '.*'
      if (part.startsWith(':')) return '[^/]+'
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${body}/?$`)
}

/** The headers of every rule matching `pathname`; a name set by several rules gets its values joined. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const merged = new Map<string, { name: string; value: string }>()
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase()
      const previous = merged.get(key)
      merged.set(
        key,
        previous ? { name: previous.name, value: `${previous.value}, ${value}` } : { name, value },
      )
    }
  }
  return Object.fromEntries([...merged.values()].map(({ name, value }) => [name, value]))
}
