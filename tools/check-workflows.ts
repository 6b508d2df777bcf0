// `npm run check:workflows [file...]`: every GitHub Actions workflow (or the files named) checked
// offline against the workflow schema, so a typo in a key fails here rather than on GitHub after
// merging, and against the rules that keep the token away from code and text it should not meet.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { validateWorkflow, type ValidationError } from '@action-validator/core'
import { type Document, isScalar, parseDocument } from 'yaml'

import { appendAll } from '#src/lib/arrays.ts'
import { printable, runWhenCalled, userPath } from '#tools/lib/cli.ts'

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

// Contexts anyone who opens an issue, a comment, a pull request or a branch can write: inside a
// shell line a `${{ }}` is pasted in before the shell reads it, so `"; curl … | sh #` would run.
const userControlled =
  /\$\{\{[^}]*\b(?:github\.event\.(?:issue|comment|pull_request|review|review_comment|discussion|pages|commits|head_commit|inputs)|github\.head_ref|inputs\.)/
const secret = /\$\{\{[^}]*\b(?:secrets\b|github\.token\b)/
// A tag can be moved to other code; a commit cannot. The comment says which release it is.
const pinned = /^[^@\s]+@[0-9a-f]{40}$/
const versionComment = /^\s*v\d+(?:\.\d+)*\s*$/

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Whether a shell script runs `git push` with --force, -f or a `+` refspec; --force-with-lease
 * is allowed, as it refuses to overwrite commits the script has not seen. */
function forcePushes(script: string): boolean {
  return script
    .replace(/\\\n/g, ' ')
    .split(/[\n;&|]/)
    .map((command) =>
      command
        .trim()
        .split(/\s+/)
        .map((word) => word.replace(/["']/g, '')),
    )
    .some((words) => {
      const push = words.indexOf('push')
      return (
        words.slice(0, push).includes('git') &&
        words
          .slice(push + 1)
          .some((word) => word === '--force' || /^-[a-zA-Z]*f/.test(word) || word.startsWith('+'))
      )
    })
}

/** The problem of the action reference (`uses:`) at a path of the workflow, if one is there. */
function pinProblems(document: Document, path: (string | number)[]): string[] {
  const node = document.getIn(path, true)
  if (!isScalar(node)) return []
  const uses = String(node.value)
  if (uses.startsWith('./') || (pinned.test(uses) && versionComment.test(node.comment ?? '')))
    return []
  return [`${path.join('.')}: ${uses} is not pinned to a commit with its version in a comment`]
}

/** The names an `env:` block gives a secret or the token. */
const secretNames = (env: unknown): string[] =>
  isObject(env) ? Object.keys(env).filter((name) => secret.test(String(env[name]))) : []

/** The events a workflow runs on, from any of the three forms of `on:`. */
function events(on: unknown): string[] {
  if (typeof on === 'string') return [on]
  if (Array.isArray(on)) return on.map(String)
  return isObject(on) ? Object.keys(on) : []
}

/** Each breach of the rules on tokens, pins, user text and pushes; the schema is checked apart. */
function ruleProblems(text: string): string[] {
  const document = parseDocument(text)
  const workflow: unknown = document.toJS()
  if (!isObject(workflow) || !isObject(workflow.jobs)) return []
  const wide = 'reaches every step; set it on the steps that need it'
  const problems = secretNames(workflow.env).map((name) => `env.${name}: ${wide}`)
  const on = events(workflow.on)
  const group = isObject(workflow.concurrency) ? workflow.concurrency.group : workflow.concurrency
  if (
    on.some((event) => event.startsWith('issue')) &&
    !/github\.event\.issue\.number/.test(String(group))
  )
    problems.push('concurrency: no group per issue (${{ github.event.issue.number }})')
  if (on.includes('schedule') && group === undefined)
    problems.push('concurrency: scheduled runs have no group to queue in')
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (!isObject(job)) continue
    appendAll(
      problems,
      secretNames(job.env)
        .map((key) => `jobs.${name}.env.${key}: ${wide}`)
        .concat(pinProblems(document, ['jobs', name, 'uses'])),
    )
    const steps = Array.isArray(job.steps) ? job.steps : []
    steps.forEach((step: unknown, i) => {
      if (!isObject(step)) return
      const at = `jobs.${name}.steps.${i}`
      appendAll(problems, pinProblems(document, ['jobs', name, 'steps', i, 'uses']))
      const inputs = isObject(step.with) ? step.with : {}
      if (
        String(step.uses).startsWith('actions/checkout@') &&
        inputs['persist-credentials'] !== false
      )
        problems.push(
          `${at}: checkout without persist-credentials: false leaves the token in .git/config`,
        )
      const run = typeof step.run === 'string' ? step.run : ''
      if (userControlled.test(run))
        problems.push(`${at}.run: user-controlled \${{ }} in a shell line; pass it through env`)
      if (forcePushes(run))
        problems.push(
          `${at}.run: git push --force discards others' commits; use --force-with-lease`,
        )
    })
  }
  return problems
}

/** Each problem of a workflow's text, one line each; empty when it is valid. */
export function workflowProblems(text: string): string[] {
  return [...validateWorkflow(text).errors.map(describe), ...ruleProblems(text)]
}

/** Checks the files named, or with none every workflow of the repository. */
export function main(args: string[]): number {
  const files = args.length
    ? args.map((arg) => ({ path: userPath(arg), shown: arg }))
    : workflowFiles().map((name) => ({
        path: join(workflowsDir, name),
        shown: `.github/workflows/${name}`,
      }))
  const problems = files.flatMap(({ path, shown }) =>
    workflowProblems(readFileSync(path, 'utf8')).map((problem) => `${shown} ${problem}`),
  )
  for (const problem of problems) console.error(`error: ${printable(problem)}`)
  if (problems.length === 0) console.log(`${files.length} workflows, no problems.`)
  return problems.length === 0 ? 0 : 1
}

runWhenCalled(import.meta.url, main)
