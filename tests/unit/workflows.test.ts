import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { workflowFiles, workflowsDir } from '#tools/check-workflows.ts'

// Each job asks for no more of the token than it needs (the other rules on workflows, user text
// in shell lines among them, are check:workflows' own: tools/check-workflows.ts).
const allowedScopes = new Set(['contents', 'pull-requests', 'issues'])
const allowedLevels = new Set(['read', 'write', 'none'])

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every breach of the permission rules in a parsed workflow, one line each. */
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

  it.each(files)('%s keeps the token narrow', (name) => {
    const workflow = parse(readFileSync(join(workflowsDir, name), 'utf8'))
    expect(workflowProblems(workflow)).toEqual([])
  })
})

// The rules on workflows written to break them, so a change that blinds them fails here.
describe('the rules', () => {
  const workflow = (job: Record<string, unknown>, permissions: unknown = {}) =>
    parse(JSON.stringify({ on: 'push', permissions, jobs: { a: { 'runs-on': 'x', ...job } } }))

  it('accept explicit narrow permissions', () => {
    const permissions = { contents: 'write', 'pull-requests': 'write', issues: 'read' }
    expect(workflowProblems(workflow({ permissions, steps: [] }))).toEqual([])
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
