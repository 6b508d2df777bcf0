import { type OutputUnit, type Schema, Validator } from '@cfworker/json-schema'

import {
  codePointName,
  isNoncharacter,
  isZeroWidth,
  noncharacterName,
} from '#src/shared/song-model/text/hidden-characters.ts'

/** One way a value breaks its schema: where (`['songList', 4, 'songTime']`) and what is wrong. */
export interface SchemaIssue {
  path: (string | number)[]
  message: string
}

/**
 * What the schemas say beyond validation, read here to word a problem: `patternErrorMessage` (the
 * text VS Code shows for a pattern) and `deprecationMessage` (a field that has moved elsewhere).
 */
interface SchemaNode {
  $ref?: string
  title?: string
  pattern?: string
  not?: SchemaNode
  required?: string[]
  enum?: unknown[]
  type?: string
  patternErrorMessage?: string
  deprecationMessage?: string
  [keyword: string]: unknown
}

const pointer = (location: string) =>
  location
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part.replaceAll('~1', '/').replaceAll('~0', '~')))

/** The schema node at a validator's keyword location, following each `$ref` on the way. */
function nodeAt(schema: SchemaNode, location: string[]): SchemaNode | undefined {
  let node: unknown = schema
  for (const part of location) {
    if (part === '$ref' && typeof (node as SchemaNode).$ref === 'string') {
      node = nodeAt(schema, pointer((node as SchemaNode).$ref as string))
    } else {
      node = (node as Record<string, unknown> | undefined)?.[part]
    }
  }
  return node as SchemaNode | undefined
}

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)?.[key], value)
}

/** Text as JSON, with every invisible control or format character spelled out (`\u202e`). */
export function quote(text: unknown): string {
  return JSON.stringify(text).replace(
    /[\p{Cc}\p{Cf}]/gu,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  )
}

// Keywords whose failure only means that a part below them failed.
const containers = new Set([
  'properties',
  'items',
  'prefixItems',
  '$ref',
  'additionalProperties',
  'allOf',
  'anyOf',
  'oneOf',
])

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`)

/**
 * Checks a value against a JSON Schema (draft 2020-12) and words each problem from the schema
 * itself, so that the schema editors read is the whole of the shape the tools enforce.
 */
export function schemaChecker(schema: object): (value: unknown) => SchemaIssue[] {
  const root = schema as SchemaNode
  const validator = new Validator(schema as Schema, '2020-12', false)
  return (value) => {
    const result = validator.validate(value)
    if (result.valid) return []
    // The validator reports `required` once per missing field, each naming them all.
    const issues = new Map<string, SchemaIssue>()
    for (const issue of result.errors.flatMap((error) => describe(root, value, error)))
      issues.set(JSON.stringify(issue), issue)
    return [...issues.values()]
  }
}

function describe(root: SchemaNode, value: unknown, error: OutputUnit): SchemaIssue[] {
  const path = pointer(error.instanceLocation).map((part) =>
    /^\d+$/.test(part) ? Number(part) : part,
  )
  const keywordPath = pointer(error.keywordLocation)
  const node = nodeAt(root, keywordPath.slice(0, -1))
  const found = valueAt(value, path)
  switch (error.keyword) {
    case 'required':
      return (node?.required ?? [])
        .filter((field) => !Object.hasOwn(found as object, field))
        .map((field) => ({ path: [...path, field], message: 'is missing' }))
    case 'type':
      return [{ path, message: `must be ${article(String(node?.type))}` }]
    case 'enum':
      return [
        { path, message: `${quote(found)} must be ${(node?.enum ?? []).map(quote).join(' or ')}` },
      ]
    case 'pattern':
      return [
        {
          path,
          message: `${quote(found)} is not ${node?.patternErrorMessage ?? 'in the expected form'}`,
        },
      ]
    case 'not': {
      // A refused pattern names the first character of the value it matched, and what it is.
      const refused = node?.not?.$ref ? nodeAt(root, pointer(node.not.$ref)) : node?.not
      const char =
        typeof found === 'string' && refused?.pattern
          ? new RegExp(refused.pattern, 'u').exec(found)?.[0]
          : undefined
      if (char !== undefined) {
        // A zero-width one only hides, and data:check --fix takes it out: the message says so.
        const mend = isZeroWidth(char) ? '; npm run data:check -- --fix removes it' : ''
        const what = isNoncharacter(char) ? noncharacterName : (refused?.title ?? 'refused here')
        const message = `holds ${codePointName(char)}, ${what}${mend}`
        return [{ path, message }]
      }
      return [{ path, message: node?.deprecationMessage ?? 'is not allowed here' }]
    }
    case 'maxLength': {
      // Counted as the schema counts: in code points.
      const length = [...String(found)].length
      return [
        {
          path,
          message: `is ${length} characters long, over the ${String(node?.maxLength)} allowed`,
        },
      ]
    }
    case 'false':
      // A field `additionalProperties: false` does not allow (the validator names it this way).
      return [{ path, message: 'is not a known field' }]
    case 'uniqueItems':
      return [{ path, message: 'lists the same value twice' }]
    default:
      // Keywords that only say a part below failed are left out: that part is named itself.
      return containers.has(error.keyword) ? [] : [{ path, message: error.error }]
  }
}
