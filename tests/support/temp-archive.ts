import { cpSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeEach, vi } from 'vitest'

import { expectConsole } from '#tests/console.ts'

import { fixtureArchive } from './fixture-archive.ts'
import { tempDirs } from './temp-dirs.ts'

/**
 * A copy of the test archive in a fresh temporary folder for each test, for the tools that write
 * into a content folder: `dir` is the folder, `content` the archive's copy in it.
 */
export function tempArchive(prefix: string): { dir: string; content: string } {
  const newDir = tempDirs(prefix)
  const paths = { dir: '', content: '' }
  beforeEach(() => {
    paths.dir = newDir()
    paths.content = join(paths.dir, 'content')
    cpSync(fixtureArchive, paths.content, { recursive: true })
  })
  return paths
}

/** Every file below `folder` and its bytes, to compare a folder before and after a run. */
export function folderSnapshot(folder: string): Map<string, string> {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
  return new Map(
    files
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name)
        return [relative(folder, path), readFileSync(path).toString('base64')]
      }),
  )
}

/** Runs a tool's `main` in-process and collects what it printed, line by line. */
export async function runTool(main: (args: string[]) => Promise<number>, args: string[]) {
  const stderr = expectConsole('error')
  const stdout = vi.spyOn(console, 'log').mockImplementation(() => {})
  stderr.mockClear()
  stdout.mockClear()
  const code = await main(args)
  const lines = (spy: typeof stderr) => spy.mock.calls.map((call) => call.join(' '))
  return { code, stderr: lines(stderr), stdout: lines(stdout) }
}
