import { format, type Options } from 'prettier'
import ts from 'typescript'
import type { RawStream } from '../../src/features/songs/data/types'
import { parseStreamDate } from '../../src/features/songs/model/stream-date'

/** The elements of `export const streams = [...]`, found in the module's syntax tree. */
function streamsArray(source: ts.SourceFile): ts.ArrayLiteralExpression {
  let found: ts.ArrayLiteralExpression | undefined
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === 'streams') {
      let init = node.initializer
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) {
        init = init.expression
      }
      if (init && ts.isArrayLiteralExpression(init)) found = init
    }
    if (!found) ts.forEachChild(node, visit)
  }
  visit(source)
  if (!found) throw new Error('the data module has no `streams = [...]` array')
  return found
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
  const formatted = await format(wrapped, { ...prettier, parser: 'typescript' })
  const lines = formatted.split('\n')
  const body = lines.slice(1, lines.lastIndexOf(']'))
  const own = /^\s*/.exec(body[0] ?? '')?.[0].length ?? 0
  return body.map((line) => (line === '' ? '' : indent + line.slice(own))).join('\n') + '\n'
}

// Date order (oldest first) is kept: the entry goes after the last stream on or before its date.
function insertBefore(elements: readonly ts.Expression[], date: string): number {
  const key = parseStreamDate(date) ?? ''
  return elements.findIndex((element) => {
    if (!ts.isObjectLiteralExpression(element)) return false
    const dateProperty = element.properties.find(
      (p) => ts.isPropertyAssignment(p) && p.name.getText() === 'date',
    )
    const value =
      dateProperty && ts.isPropertyAssignment(dateProperty) ? dateProperty.initializer : undefined
    const other = value && ts.isStringLiteral(value) ? parseStreamDate(value.text) : null
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
  const source = ts.createSourceFile('streams.ts', moduleText, ts.ScriptTarget.Latest, true)
  const array = streamsArray(source)
  const elements = array.elements
  const closing = array.end - 1
  const first = elements[0]
  if (!first || moduleText.slice(lineStart(moduleText, closing), closing).trim() !== '') {
    throw new Error(
      'the streams array must hold at least one entry and end with `]` on its own line',
    )
  }
  const indent = /^[ \t]*/.exec(moduleText.slice(lineStart(moduleText, first.getStart(source))))![0]
  const text = await formatEntry(entry, indent, prettier)
  const before = insertBefore(elements, entry.date)
  if (before >= 0) {
    const at = lineStart(moduleText, elements[before]!.getStart(source))
    return moduleText.slice(0, at) + text + moduleText.slice(at)
  }
  const last = elements[elements.length - 1]!
  const at = lineStart(moduleText, closing)
  const comma = elements.hasTrailingComma ? '' : ','
  return (
    moduleText.slice(0, last.end) +
    comma +
    moduleText.slice(last.end, at) +
    text +
    moduleText.slice(at)
  )
}
