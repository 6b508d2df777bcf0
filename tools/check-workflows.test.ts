import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

import { expectConsole } from '#tests/console.ts'
import { main, workflowFiles, workflowProblems, workflowsDir } from '#tools/check-workflows.ts'

// A workflow that keeps every rule; each case below breaks one the way the workflows once did.
const good = `name: fixture
on:
  issues:
    types: [labeled]
  schedule:
    - cron: '17 3 * * *'
permissions: {}
concurrency:
  group: fixture-\${{ github.event.issue.number }}
  cancel-in-progress: false
jobs:
  apply:
    runs-on: ubuntu-24.04
    permissions:
      contents: write
    env:
      ISSUE_NUMBER: \${{ github.event.issue.number }}
    steps:
      - uses: actions/checkout@11d5960a326750d5838078e36cf38b85af677262 # v4.4.0
        with:
          persist-credentials: false
      - uses: ./.github/actions/local
      - env:
          ISSUE_BODY: \${{ github.event.issue.body }}
        run: printf '%s' "$ISSUE_BODY" > issue.md
      - env:
          GH_TOKEN: \${{ github.token }}
        run: |
          git -c "$auth" push --force-with-lease="refs/heads/issue-$ISSUE_NUMBER:" origin HEAD
`

/** The good workflow with one piece of text replaced (which must be there). */
function breaking(from: string, to: string): string {
  expect(good).toContain(from)
  return good.replace(from, to)
}

describe('check:workflows', () => {
  it.each(workflowFiles())('passes %s', (name) => {
    expect(workflowProblems(readFileSync(join(workflowsDir, name), 'utf8'))).toEqual([])
  })

  it('passes a workflow that keeps every rule', () => {
    expect(workflowProblems(good)).toEqual([])
  })

  // A tag, a tag dressed as a pin, a commit without the release it is.
  it.each(['v4', 'v4 # v4.4.0', '11d5960a326750d5838078e36cf38b85af677262'])(
    'refuses actions/checkout@%s',
    (ref) => {
      const text = breaking('11d5960a326750d5838078e36cf38b85af677262 # v4.4.0', ref)
      const uses = `actions/checkout@${ref.split(' ')[0]}`
      expect(workflowProblems(text)).toEqual([
        `jobs.apply.steps.0.uses: ${uses} is not pinned to a commit with its version in a comment`,
      ])
    },
  )

  it.each([
    ['without it', '        with:\n          persist-credentials: false\n', ''],
    ['with true', 'persist-credentials: false', 'persist-credentials: true'],
  ])('refuses checkout keeping its credentials (%s)', (_, from, to) => {
    expect(workflowProblems(breaking(from, to))).toEqual([
      'jobs.apply.steps.0: checkout without persist-credentials: false leaves the token in .git/config',
    ])
  })

  it.each([
    ['jobs.apply.env.GH_TOKEN', '    env:\n', '    env:\n      GH_TOKEN: ${{ github.token }}\n'],
    ['jobs.apply.env.KEY', '    env:\n', '    env:\n      KEY: ${{ secrets.YOUTUBE_API_KEY }}\n'],
    ['env.GH_TOKEN', 'jobs:\n', 'env:\n  GH_TOKEN: ${{ github.token }}\njobs:\n'],
  ])('refuses a token or secret for every step: %s', (where, from, to) => {
    expect(workflowProblems(breaking(from, to))).toEqual([
      `${where}: reaches every step; set it on the steps that need it`,
    ])
  })

  it.each([
    'printf "%s" "${{ github.event.issue.body }}" > issue.md',
    'echo ${{github.event.comment.body}}',
    'git switch ${{ github.head_ref }}',
    'echo "${{ github.event.pull_request.title }}"',
  ])('refuses user text pasted into a shell line: %s', (run) => {
    const text = breaking(`printf '%s' "$ISSUE_BODY" > issue.md`, `'${run.replaceAll("'", "''")}'`)
    expect(workflowProblems(text)).toEqual([
      'jobs.apply.steps.2.run: user-controlled ${{ }} in a shell line; pass it through env',
    ])
  })

  it.each([
    'git push --force origin "$branch"',
    'git push -f origin "$branch"',
    'git -c "$auth" push -uf origin "$branch"',
    'git push origin "+$branch"',
    'git add content && git push \\\n            --force origin "$branch"',
  ])('refuses a force push: %s', (push) => {
    const text = breaking(
      'git -c "$auth" push --force-with-lease="refs/heads/issue-$ISSUE_NUMBER:" origin HEAD',
      push,
    )
    expect(workflowProblems(text)).toEqual([
      "jobs.apply.steps.3.run: git push --force discards others' commits; use --force-with-lease",
    ])
  })

  it('refuses issue runs without a group per issue, and scheduled runs without any', () => {
    expect(
      workflowProblems(breaking('fixture-${{ github.event.issue.number }}', 'fixture')),
    ).toEqual(['concurrency: no group per issue (${{ github.event.issue.number }})'])
    expect(
      workflowProblems(
        breaking(
          'concurrency:\n  group: fixture-${{ github.event.issue.number }}\n  cancel-in-progress: false\n',
          '',
        ),
      ),
    ).toEqual([
      'concurrency: no group per issue (${{ github.event.issue.number }})',
      'concurrency: scheduled runs have no group to queue in',
    ])
  })

  it('checks the files it is given, and fails on their problems', () => {
    const dir = mkdtempSync(join(tmpdir(), 'check-workflows-'))
    try {
      const file = join(dir, 'old.yml')
      writeFileSync(file, breaking('persist-credentials: false', 'persist-credentials: true'))
      const errors = expectConsole('error')
      expect(main([file])).toBe(1)
      expect(errors.mock.calls).toEqual([
        [
          `error: ${file} jobs.apply.steps.0: checkout without persist-credentials: false leaves the token in .git/config`,
        ],
      ])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
