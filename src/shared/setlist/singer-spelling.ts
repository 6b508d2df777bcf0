export interface SongCredit {
  line: number
  songName: string
  singer: string
}

export interface SpellingWarning extends SongCredit {
  kind: 'spelling'
  /** How the data already spells this title's artist, most used first. */
  existing: string[]
}

// Width, case and spacing differ between fans typing the same title.
function titleKey(title: string): string {
  return title.normalize('NFKC').toLowerCase().replace(/\s+/g, '')
}

/** A song as the data already records it. */
export interface RecordedCredit {
  songName: string
  singer: string
}

/** Artists already recorded for each title, with how often each spelling is used. */
function singersByTitle(existing: readonly RecordedCredit[]): Map<string, Map<string, number>> {
  const byTitle = new Map<string, Map<string, number>>()
  for (const song of existing) {
    // An unknown artist ('') is no spelling of one.
    if (song.singer === '') continue
    const key = titleKey(song.songName)
    const counts = byTitle.get(key) ?? new Map<string, number>()
    counts.set(song.singer, (counts.get(song.singer) ?? 0) + 1)
    byTitle.set(key, counts)
  }
  return byTitle
}

/** Songs whose title is already in the data, but never with this exact artist spelling. */
export function singerSpellingWarnings(
  songs: readonly SongCredit[],
  existing: readonly RecordedCredit[],
): SpellingWarning[] {
  const byTitle = singersByTitle(existing)
  return songs.flatMap(({ line, songName, singer }) => {
    const counts = byTitle.get(titleKey(songName))
    if (!counts || counts.has(singer)) return []
    const spellings = [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name)
    return [{ kind: 'spelling' as const, line, songName, singer, existing: spellings }]
  })
}

export function formatSpellingWarning(warning: SpellingWarning): string {
  const known = warning.existing.map((name) => `"${name}"`).join(' or ')
  // A spreadsheet row without an artist is written with the artist unknown (data:import).
  if (warning.singer === '')
    return `line ${warning.line}: "${warning.songName}" has no artist and is written with the artist unknown, but the data credits this title to ${known}; add that artist to the row if it is the same song`
  return `line ${warning.line}: "${warning.songName}" is credited to "${warning.singer}", but the data spells its artist ${known}; use that spelling if it is the same artist`
}
