// Figures for the maintainer tools: parser throughput over the comment fixtures, and the wall time
// of `setlist:add --dry-run` and `data:check` as a maintainer runs them (median of 5 runs each).
// Run: npx tsx bench/setlist-add.ts
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { parseComment } from '#src/shared/setlist/parse-comment.ts'
import { runWhenCalled } from '#tools/lib/cli.ts'

const root = join(import.meta.dirname, '..')
const fixtures = join(root, 'tests/fixtures/setlist-comments')
const tsx = join(root, 'node_modules/.bin/tsx')

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
}

function wallTime(args: string[]): number {
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now()
    execFileSync(tsx, args, { cwd: root, stdio: 'pipe' })
    return performance.now() - start
  })
  return median(times)
}

export function main(): number {
  const comments = readdirSync(fixtures).map((name) => readFileSync(join(fixtures, name), 'utf8'))
  const lines = comments.reduce((sum, text) => sum + text.split('\n').length, 0)
  const rounds = 2000
  const start = performance.now()
  for (let i = 0; i < rounds; i++) {
    for (const text of comments) parseComment(text, 'https://youtu.be/pepe250816a')
  }
  const perLine = ((performance.now() - start) * 1000) / (rounds * lines)
  console.log(`parse: ${perLine.toFixed(2)} µs per comment line (${lines} lines x ${rounds})`)
  const add = wallTime([
    'tools/setlist-add.ts',
    ...['--date', '2025/8/16', '--name', 'bench', '--url', 'https://youtu.be/pepe250816a'],
    ...['--dry-run', '--no-lookup', '--file', join(fixtures, 'ja-two-videos.txt')],
  ])
  // The lookups wait one second a request by the services' rules: not the tool's own speed.
  console.log(`setlist:add --dry-run --no-lookup: ${Math.round(add)} ms wall (median of 5)`)
  console.log(`data:check: ${Math.round(wallTime(['tools/data-check.ts']))} ms wall (median of 5)`)
  return 0
}

runWhenCalled(import.meta.url, main)
