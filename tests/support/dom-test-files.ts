// Which unit test files render into a DOM: the ones whose first line asks Vitest for jsdom.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DOM_DOCBLOCK = '// @vitest-environment jsdom'

/** The `*.test.ts(x)` files under `dirs` (relative to `root`) that declare the DOM, as relative paths. */
export function domTestFiles(root: string, dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(dir, file))
      .filter((file) => readFileSync(join(root, file), 'utf8').startsWith(DOM_DOCBLOCK)),
  )
}
