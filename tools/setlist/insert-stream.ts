import { format, type Options } from 'prettier'
import { parseAst } from 'rolldown/parseAst'
import type { RawStream } from '../../src/features/songs/data/types'
import { parseStreamDate } from '../../src/features/songs/model/stream-date'

// Only the few ESTree fields read here (offsets are UTF-16, like JavaScript strings).
interface AstNode {
  type: string
  start: number
  end: number
  [field: string]: unknown
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string'
}

/** The array literal of `const streams = [...]` (`satisfies` and `as` allowed), anywhere in the tree. */
function streamsArray(node: unknown): AstNode | undefined {
  if (Array.isArray(node)) {
    for (const child of node) {
      const found = streamsArray(child)
      if (found) return found
    }
    return undefined
  }
  if (!isNode(node)) return undefined
  if (node.type === 'VariableDeclarator' && isNode(node.id) && node.id.name === 'streams') {
    let init = node.init
    while (
      isNode(init) &&
      (init.type === 'TSSatisfiesExpression' || init.type === 'TSAsExpression')
    ) {
      init = init.expression
    }
    if (isNode(init) && init.type === 'ArrayExpression') return init
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || typeof value !== 'object') continue
    const found = streamsArray(value)
    if (found) return found
  }
  return undefined
}

function lineStart(text: string, position: number): number {
  return text.lastIndexOf('\n', position - 1) + 1
}

/** The entry as the data module writes it, each line indented to sit in the array. */
export async function formatEntry(
  entry: RawStream,
  indent: string,
  prettier: Options,
): Promise<string> {
  const wrapped = `const streams = [\n${JSON.stringify(entry)},\n]\n`
  // A plain object literal prints the same with every parser; acorn is the quickest to load.
  const formatted = await format(wrapped, { ...prettier, parser: 'acorn' })
  const lines = formatted.split('\n')
  const body = lines.slice(1, lines.lastIndexOf(']'))
  const own = /^\s*/.exec(body[0] ?? '')?.[0].length ?? 0
  return body.map((line) => (line === '' ? '' : indent + line.slice(own))).join('\n') + '\n'
}

function dateOf(element: AstNode): string | null {
  const properties = element.type === 'ObjectExpression' ? element.properties : []
  const date = (properties as AstNode[]).find((p) => isNode(p.key) && p.key.name === 'date')
  return isNode(date?.value) && typeof date.value.value === 'string'
    ? parseStreamDate(date.value.value)
    : null
}

// Date order (oldest first) is kept: the entry goes after the last stream on or before its date.
function insertBefore(elements: readonly AstNode[], date: string): number {
  const key = parseStreamDate(date) ?? ''
  return elements.findIndex((element) => {
    const other = dateOf(element)
    return other !== null && other > key
  })
}

/**
 * The data module's text with `entry` added to its `streams` array. Only the entry is formatted
 * (with the project's prettier options); every other byte of the module is kept as it was.
 */
export async function insertStream(
  moduleText: string,
  entry: RawStream,
  prettier: Options,
): Promise<string> {
  const array = streamsArray(parseAst(moduleText, { lang: 'ts' }))
  if (!array) throw new Error('the data module has no `streams = [...]` array')
  const elements = (array.elements as unknown[]).filter(isNode)
  const closing = array.end - 1
  const first = elements[0]
  if (!first || moduleText.slice(lineStart(moduleText, closing), closing).trim() !== '') {
    throw new Error(
      'the streams array must hold at least one entry and end with `]` on its own line',
    )
  }
  const indent = /^[ \t]*/.exec(moduleText.slice(lineStart(moduleText, first.start)))![0]
  const text = await formatEntry(entry, indent, prettier)
  const before = insertBefore(elements, entry.date)
  if (before >= 0) {
    const at = lineStart(moduleText, elements[before]!.start)
    return moduleText.slice(0, at) + text + moduleText.slice(at)
  }
  const last = elements[elements.length - 1]!
  const at = lineStart(moduleText, closing)
  const comma = moduleText.slice(last.end, closing).includes(',') ? '' : ','
  return (
    moduleText.slice(0, last.end) +
    comma +
    moduleText.slice(last.end, at) +
    text +
    moduleText.slice(at)
  )
}
