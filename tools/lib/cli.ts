import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { hiddenCharacters } from '#src/shared/song-model/text/hidden-characters.ts'

/**
 * Runs a tool's `main(args)` when its file is the script Node (through tsx) was started with, and
 * not when a test imports it; the exit code is main's. An error main did not catch is printed as
 * one line (`error: ...`), never a stack trace: the maintainer needs what failed, not where.
 */
export function runWhenCalled(
  moduleUrl: string,
  main: (args: string[]) => Promise<number> | number,
): void {
  const script = process.argv[1]
  if (!script || pathToFileURL(resolve(script)).href !== moduleUrl) return
  void Promise.resolve()
    .then(() => main(process.argv.slice(2)))
    .then(
      (code) => {
        process.exitCode = code
      },
      (error: unknown) => {
        console.error(`error: ${toolErrorMessage(error)}`)
        process.exitCode = 1
      },
    )
}

/** One printable line for an error: Node's file errors name the call and the path already. */
export function toolErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return printable(message.split('\n')[0] ?? '')
}

/** A path typed by the user: `npm run` moves to the project root, INIT_CWD is where they were. */
export function userPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path)
}

/** Text safe to print to a terminal: every hidden character but newline is shown as `\u{…}`. */
export function printable(text: string): string {
  return text.replace(hiddenCharacters, (char) =>
    char === '\n' ? char : `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`,
  )
}

/**
 * The first `limit` lines of a long list and one counting the rest, for a tool whose --verbose
 * lifts the limit (passes Infinity). One line over the limit is printed rather than counted.
 */
export function firstLines(lines: readonly string[], limit: number, indent = ''): string[] {
  if (lines.length <= limit + 1) return [...lines]
  const rest = (lines.length - limit).toLocaleString('en')
  return [...lines.slice(0, limit), `${indent}… and ${rest} more (--verbose lists them)`]
}

/**
 * The options `read` makes of a tool's arguments, or null once their mistake and the tool's usage
 * are printed (the tool then exits 2: a usage error, not a data problem).
 */
export function readOptions<T>(
  read: (args: string[]) => T,
  args: string[],
  usage: string,
): T | null {
  try {
    return read(args)
  } catch (error) {
    console.error(`error: ${printable((error as Error).message)}\n${usage}`)
    return null
  }
}

/** A song as the tools print it: `title / artist`, or the title and a word for an unknown artist. */
export const songLine = (title: string, artist: string): string =>
  artist === '' ? `${title} (artist unknown)` : `${title} / ${artist}`
