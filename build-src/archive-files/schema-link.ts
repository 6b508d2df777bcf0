import { join, relative, sep } from 'node:path'

const schemas = join(import.meta.dirname, '..', '..', 'schemas')

/**
 * The `$schema` link a JSON file written into `folder` needs to reach this repository's schema,
 * wherever the content folder is (CONTENT_DIR may point outside the repository).
 */
export function schemaLink(folder: string, schema: 'stream' | 'songs'): string {
  return relative(folder, join(schemas, `${schema}.schema.json`))
    .split(sep)
    .join('/')
}
