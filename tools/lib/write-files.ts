import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

export interface FileWrite {
  path: string
  text: string
  /** Refuse to replace a file that exists (a new stream file must not overwrite another). */
  createOnly?: boolean
  /** Create the file's folder when it is missing (the streams folder of an emptied archive). */
  createFolder?: boolean
}

/**
 * Writes every file or none: each text goes to a temporary file beside its target first, and only
 * when all of them are whole are they renamed over the targets. A full disk, a file-size limit or
 * a missing folder therefore leaves every target as it was (a write may ask for its folder to be
 * created first; it is left, empty, when a later write fails). The renames are the only step that
 * can still fail half-way, and on one file system they do not fail for lack of space.
 */
export function writeFilesAtomically(files: readonly FileWrite[]): void {
  for (const file of files) {
    if (file.createOnly && existsSync(file.path)) throw new Error(`${file.path} already exists`)
  }
  const temps: string[] = []
  try {
    for (const file of files) {
      if (file.createFolder) mkdirSync(dirname(file.path), { recursive: true })
      const temp = join(dirname(file.path), `.${basename(file.path)}.${process.pid}.tmp`)
      temps.push(temp)
      writeFileSync(temp, file.text, { flag: 'wx' })
    }
  } catch (error) {
    for (const temp of temps) rmSync(temp, { force: true })
    throw error
  }
  files.forEach((file, i) => renameSync(temps[i]!, file.path))
}
