// `npm run check:workflows`: every GitHub Actions workflow checked against the workflow schema,
// offline, so a typo in a key fails here rather than on GitHub after merging.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateWorkflow, type ValidationError } from '@action-validator/core'

import { printable, runWhenCalled } from './lib/cli.ts'

export const workflowsDir = join(import.meta.dirname, '..', '.github', 'workflows')

/** The workflow files, by name. */
export const workflowFiles = () =>
  readdirSync(workflowsDir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()

/** One line for an error; of a choice none of whose forms fits, the first form's first reason. */
function describe(error: ValidationError): string {
  const where = 'path' in error ? error.path : `line ${error.location?.line ?? '?'}`
  const inner = 'states' in error ? error.states?.[0]?.errors[0] : undefined
  const detail = error.detail ?? (inner && describe(inner))
  return `${where}: ${error.title}${detail ? ` (${detail})` : ''}`
}

/** Each problem of a workflow's text, one line each; empty when it is valid. */
export function workflowProblems(text: string): string[] {
  return validateWorkflow(text).errors.map(describe)
}

export function main(): number {
  const problems = workflowFiles().flatMap((name) =>
    workflowProblems(readFileSync(join(workflowsDir, name), 'utf8')).map(
      (problem) => `.github/workflows/${name} ${problem}`,
    ),
  )
  for (const problem of problems) console.error(`error: ${printable(problem)}`)
  if (problems.length === 0) console.log(`${workflowFiles().length} workflows, no problems.`)
  return problems.length === 0 ? 0 : 1
}

runWhenCalled(import.meta.url, main)
