// Runs the W3C Nu HTML Checker (vnu-jar, needs Java 11+) on every HTML file of the build
// (DIST_DIR, default dist/) and fails on any error.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'

import { htmlFilesIn } from '#build-src/prerender/csp.ts'

const root = resolve(import.meta.dirname, '..')
const dist = resolve(root, process.env.DIST_DIR ?? 'dist')
const files = htmlFilesIn(dist)
if (files.length === 0) {
  console.error(`No HTML files in ${dist}: run \`npm run build\` first`)
  process.exit(1)
}

const jar = join(
  createRequire(import.meta.url).resolve('vnu-jar'),
  '..',
  'build',
  'dist',
  'vnu.jar',
)
// Netlify's own attribute on the forms it collects (build-src/prerender/netlify-forms-page.ts), the
// one name its documentation gives; HTML knows no such attribute.
const netlifyAttribute = '.*Attribute “netlify-honeypot” not allowed on element “form”.*'
const result = spawnSync(
  'java',
  ['-jar', jar, '--errors-only', '--filterpattern', netlifyAttribute, ...files],
  { encoding: 'utf8' },
)
if (result.error) {
  console.error(`Could not run Java for the HTML checker: ${result.error.message}`)
  process.exit(1)
}
if (result.status !== 0) {
  console.error(result.stderr || result.stdout)
  console.error(`HTML checker: errors in the files above (${files.length} checked)`)
  process.exit(1)
}
console.log(
  `HTML checker: ${files.length} files valid (${files.map((f) => relative(dist, f)).join(', ')})`,
)
