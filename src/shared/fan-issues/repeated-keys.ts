// A key named twice in one object of a JSON text: JSON.parse keeps the last and says nothing, so a
// block with two "query" keys would be applied as one of them, unseen by whoever read the issue.

interface ObjectFrame {
  kind: 'object'
  path: string
  keys: Set<string>
  key: string
  expectsKey: boolean
}

interface ArrayFrame {
  kind: 'array'
  path: string
  index: number
}

/** Where a value inside `frame` is: `song.title`, `songList[2]`. */
function childPath(frame: ObjectFrame | ArrayFrame | undefined): string {
  if (!frame) return ''
  if (frame.kind === 'array') return `${frame.path}[${frame.index}]`
  return frame.path === '' ? frame.key : `${frame.path}.${frame.key}`
}

/** The end of the string literal that starts at `start` (its opening quote), past the close. */
function stringEnd(json: string, start: number): number {
  let at = start + 1
  while (json[at] !== '"') at += json[at] === '\\' ? 2 : 1
  return at + 1
}

/**
 * The first key that an object of `json` names twice, as its path (`query`, `song.title`), keys
 * compared as JSON.parse reads them (`"\u0071uery"` is `query`); null when none is. `json` must be
 * text JSON.parse reads.
 */
export function repeatedKey(json: string): string | null {
  const frames: (ObjectFrame | ArrayFrame)[] = []
  for (let at = 0; at < json.length; at++) {
    const char = json[at]
    const frame = frames.at(-1)
    if (char === '{') {
      const path = childPath(frame)
      frames.push({ kind: 'object', path, keys: new Set(), key: '', expectsKey: true })
    } else if (char === '[') frames.push({ kind: 'array', path: childPath(frame), index: 0 })
    else if (char === '}' || char === ']') frames.pop()
    else if (char === ',') {
      if (frame?.kind === 'array') frame.index++
      else if (frame) frame.expectsKey = true
    } else if (char === '"') {
      const end = stringEnd(json, at)
      if (frame?.kind === 'object' && frame.expectsKey) {
        const key = JSON.parse(json.slice(at, end)) as string
        frame.key = key
        if (frame.keys.has(key)) return childPath(frame)
        frame.keys.add(key)
        frame.expectsKey = false
      }
      at = end - 1
    }
  }
  return null
}
