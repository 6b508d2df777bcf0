import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface ReadingCache {
  get(text: string): string | undefined
  set(text: string, reading: string): void
  /** Adds the readings set since the last save to the file. */
  save(): void
}

/**
 * Readings an analyser gave in earlier builds, kept in a JSON file, so that a build whose texts
 * were all read before needs no analyser at all. The file holds the readings of one analyser
 * (`analyser` names it and its version): for any other, it starts empty. A file that cannot be
 * read or parsed counts as empty.
 */
export function readingCache(file: string, analyser: string): ReadingCache {
  const stored = (): Map<string, string> => {
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as {
        analyser?: unknown
        readings?: unknown
      }
      if (parsed.analyser !== analyser || typeof parsed.readings !== 'object') return new Map()
      return new Map(
        Object.entries(parsed.readings ?? {}).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    } catch {
      return new Map()
    }
  }
  const known = stored()
  const added = new Map<string, string>()
  return {
    get: (text) => added.get(text) ?? known.get(text),
    set: (text, reading) => void added.set(text, reading),
    save() {
      if (added.size === 0) return
      // Another build may have saved readings since this one started: they stay.
      const readings = new Map([...stored(), ...added])
      mkdirSync(dirname(file), { recursive: true })
      const temp = `${file}.${process.pid}.tmp`
      writeFileSync(temp, JSON.stringify({ analyser, readings: Object.fromEntries(readings) }))
      // A rename replaces the file whole: a build reading it never sees half a file.
      renameSync(temp, file)
      for (const [text, reading] of added) known.set(text, reading)
      added.clear()
    },
  }
}
