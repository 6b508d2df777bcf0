import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Runs a tool's `main(args)` when its file is the script Node (through tsx) was started with, and
 * not when a test imports it; the exit code is main's.
 */
export function runWhenCalled(
  moduleUrl: string,
  main: (args: string[]) => Promise<number> | number,
): void {
  const script = process.argv[1]
  if (!script || pathToFileURL(resolve(script)).href !== moduleUrl) return
  void Promise.resolve(main(process.argv.slice(2))).then((code) => {
    process.exitCode = code
  })
}

/** A path typed by the user: `npm run` moves to the project root, INIT_CWD is where they were. */
export function userPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path)
}
