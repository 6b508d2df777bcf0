import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'

/** schemas/stream.schema.json, as editors read it. */
export const streamSchema = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../schemas/stream.schema.json'), 'utf8'),
) as Record<string, unknown>

/**
 * The schema compiled by Ajv in strict mode (a typo in a keyword fails), knowing the
 * `patternErrorMessage` annotation VS Code shows in place of a raw pattern.
 */
export function streamSchemaValidator(): ValidateFunction {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    keywords: ['patternErrorMessage', 'deprecationMessage'],
  })
  return ajv.compile(streamSchema)
}
