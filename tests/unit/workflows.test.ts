import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { workflowFiles, workflowsDir } from '#tools/check-workflows.ts'

/*
 * Workflows never put user-controlled text inside a shell line (a `${{ }}` there is pasted into the
 * script before the shell reads it: an issue titled `"; curl … | sh #` would run), and each job
 * asks for no more of the token than it needs. Such text goes through `env:` instead.
 */

// Contexts anyone who opens an issue, a comment, a pull request or a branch can write.
const userControlled =
  /\$\{\{[^}]*\b(?:github\.event\.(?:issue|comment|pull_request|review|review_comment|discussion|pages|commits|head_commit|inputs)|github\.head_ref|inputs\.)/
const allowedScopes = new Set(['contents', 'pull-requests', 'issues'])
const allowedLevels = new Set(['read', 'write', 'none'])

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every breach of the two rules in a parsed workflow, one line each. */
function workflowProblems(workflow: unknown): string[] {
  if (!isObject(workflow) || !isObject(workflow.jobs)) return ['no jobs']
  const problems: string[] = []
  const top = workflow.permissions
  if (!isObject(top) || Object.keys(top).length > 0)
    problems.push('permissions: the workflow grants none ({}); each job asks for its own')
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (!isObject(job)) continue
    const permissions = job.permissions
    if (!isObject(permissions)) problems.push(`jobs.${name}: no permissions of its own`)
    else
      for (const [scope, level] of Object.entries(permissions)) {
        if (!allowedScopes.has(scope) || !allowedLevels.has(String(level)))
          problems.push(`jobs.${name}.permissions: ${scope}: ${String(level)} is not needed here`)
      }
    const steps = Array.isArray(job.steps) ? job.steps : []
    steps.forEach((step: unknown, i) => {
      if (isObject(step) && typeof step.run === 'string' && userControlled.test(step.run))
        problems.push(`jobs.${name}.steps[${i}].run: user-controlled \${{ }} in a shell line`)
    })
  }
  return problems
}

describe('the workflows', () => {
  const files = workflowFiles()

  it('are found', () => {
    expect(files).toEqual(
      expect.arrayContaining(['archive-fetch.yml', 'issue-to-pr.yml', 'test.yml']),
    )
  })

  it.each(files)('%s keeps user text out of shell lines and the token narrow', (name) => {
    const workflow = parse(readFileSync(join(workflowsDir, name), 'utf8'))
    expect(workflowProblems(workflow)).toEqual([])
  })
})

// The rules on workflows written to break them, so a change that blinds them fails here.
describe('the rules', () => {
  const workflow = (job: Record<string, unknown>, permissions: unknown = {}) =>
    parse(JSON.stringify({ on: 'push', permissions, jobs: { a: { 'runs-on': 'x', ...job } } }))

  it('accept user text through env, and explicit narrow permissions', () => {
    const steps = [
      { env: { BODY: '${{ github.event.issue.body }}' }, run: 'printf "%s" "$BODY" > f' },
      { run: 'echo ${{ github.sha }} ${{ secrets.TOKEN }}' },
    ]
    const permissions = { contents: 'write', 'pull-requests': 'write', issues: 'read' }
    expect(workflowProblems(workflow({ permissions, steps }))).toEqual([])
  })

  it.each([
    'echo "${{ github.event.issue.title }}"',
    'echo ${{github.event.comment.body}}',
    'git switch ${{ github.head_ref }}',
    'echo ${{ inputs.name }}',
    'echo ${{ github.event.pull_request.title }}',
  ])('refuse %s in a run line', (run) => {
    expect(workflowProblems(workflow({ permissions: {}, steps: [{ run }] }))).toEqual([
      'jobs.a.steps[0].run: user-controlled ${{ }} in a shell line',
    ])
  })

  it('refuse a job without permissions, broader scopes, and a workflow-wide grant', () => {
    const broad = { contents: 'write', actions: 'write', packages: 'read' }
    expect(workflowProblems(workflow({ steps: [] }, 'write-all'))).toEqual([
      'permissions: the workflow grants none ({}); each job asks for its own',
      'jobs.a: no permissions of its own',
    ])
    expect(workflowProblems(workflow({ permissions: broad, steps: [] }))).toEqual([
      'jobs.a.permissions: actions: write is not needed here',
      'jobs.a.permissions: packages: read is not needed here',
    ])
  })
})
