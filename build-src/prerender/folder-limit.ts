import { dirname } from 'node:path/posix'

/** Netlify deploys at most 54,000 files in one directory (shared/stack-notes: Netlify limits). */
export const ENTRIES_PER_FOLDER = 54_000

/**
 * The folders of the output that would hold more entries (files and folders) than `limit`, with
 * their counts: `files` are paths relative to the output, `songs/x/index.html` counting `x` in
 * `songs`.
 */
export function crowdedFolders(
  files: readonly string[],
  limit = ENTRIES_PER_FOLDER,
): { folder: string; entries: number }[] {
  const entries = new Map<string, Set<string>>()
  for (const file of files) {
    for (let path = file; path !== '.' && path !== ''; path = dirname(path)) {
      const folder = dirname(path)
      const names = entries.get(folder) ?? new Set<string>()
      names.add(path)
      entries.set(folder, names)
    }
  }
  return [...entries]
    .filter(([, names]) => names.size > limit)
    .map(([folder, names]) => ({
      folder: folder === '.' ? '/' : `${folder}/`,
      entries: names.size,
    }))
    .sort((a, b) => (a.folder < b.folder ? -1 : 1))
}
