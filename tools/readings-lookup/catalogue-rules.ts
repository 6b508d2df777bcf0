// The catalogue schema's own rules for what the lookups may write (decision 34): a value a service
// answered is checked by the definitions data:check and the build check songs.json by, so that a
// rule added there (a refused character, a limit) refuses it here too.
import catalogueSchema from '#schemas/songs.schema.json' with { type: 'json' }
import { quote, schemaChecker } from '#src/shared/song-model/checks/schema-check.ts'

/** A title's or an artist's `reading`; an alias, and a name, are a `text`. */
export type CatalogueValue = 'reading' | 'text'

const checkers: Record<CatalogueValue, ReturnType<typeof schemaChecker>> = {
  reading: schemaChecker({ $defs: catalogueSchema.$defs, $ref: '#/$defs/reading' }),
  text: schemaChecker({ $defs: catalogueSchema.$defs, $ref: '#/$defs/text' }),
}

/**
 * Why songs.json could not hold `value` as a reading or a text, in the schema's words, or
 * undefined when it could. The words name the value "it": quoted, it may be thousands of characters.
 */
export function refusal(kind: CatalogueValue, value: string): string | undefined {
  const issues = checkers[kind](value)
  if (issues.length === 0) return undefined
  const quoted = quote(value)
  return issues
    .map(({ message }) =>
      message.startsWith(quoted) ? `it${message.slice(quoted.length)}` : `it ${message}`,
    )
    .join('; ')
}
