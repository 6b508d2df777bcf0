// Another commit of this repository checked out beside the working tree, to build and measure it
// in the same run as this one (`bench:build --against`, `bench --against`).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface RefWorktree {
  dir: string
  /** The commit checked out, abbreviated. */
  commit: string
  remove: () => void
}

/** A temporary git worktree of `ref`, sharing this tree's installed packages. */
export function refWorktree(root: string, ref: string): RefWorktree {
  const dir = mkdtempSync(join(tmpdir(), 'bench-ref-'))
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: root, stdio: 'ignore' })
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: dir,
    encoding: 'utf8',
  })
  return {
    dir,
    commit: commit.trim(),
    remove: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root }),
  }
}
