// The lookups of setlist:add, data:import and archive:fetch: the new songs' Japanese titles and
// new artists with no written reading are asked of VocaDB and MusicBrainz as readings:suggest asks
// the whole catalogue, and what they propose is printed after the tool's own reading list and
// given as a Markdown section for the pull request.
import {
  catalogueFile,
  type CatalogueSong,
  type SongCatalogue,
} from '#build-src/archive-files/song-catalogue.ts'
import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { newArtists } from '#tools/add-streams/print-readings.ts'
import { printable } from '#tools/lib/cli.ts'
import { codeBlock } from '#tools/lib/markdown.ts'
import type { FileWrite } from '#tools/lib/write-files.ts'

import { catalogueTextWithChanges, changeCount, checkedChanges } from './catalogue-changes.ts'
import { forAPersonCount, outcomeLines, refusedLines, runLines } from './print-proposals.ts'
import { type LookupDependencies, runLookups } from './run-lookups.ts'
import { addedTextsToAsk, lookupTexts } from './texts-to-ask.ts'

export interface AddedLookupOptions {
  /** False with --no-lookup. */
  lookup: boolean
  /** --apply-readings, not a dry run: the agreed proposals go into the catalogue written. */
  apply: boolean
  verbose: boolean
  dependencies?: LookupDependencies
}

export interface AddedLookups {
  /** What the tool prints after its reading list. */
  lines: string[]
  /** The same for a pull request: a Markdown section, or nothing when nothing was asked. */
  markdown: string[]
  /** The tool's writes, the catalogue with the agreed changes (with `apply`), and the cache. */
  writes: FileWrite[]
  /**
   * What the tool's reading list is for: the added songs and the catalogue before them, with the
   * readings just written, so that a text read now is not listed as the build's guess.
   */
  listed: { added: CatalogueSong[]; catalogue: SongCatalogue }
}

const heading = '### Readings from VocaDB and MusicBrainz'

/** The texts of `added` to ask, looked up; `writes` are the tool's, the catalogue's among them. */
export async function lookUpAdded(
  content: string,
  {
    before,
    added,
    writes,
  }: { before: SongCatalogue; added: readonly CatalogueSong[]; writes: readonly FileWrite[] },
  options: AddedLookupOptions,
): Promise<AddedLookups> {
  const songsFile = catalogueFile(content)
  const songsWrite = writes.find((write) => write.path === songsFile)
  const listed = { added: [...added], catalogue: before }
  const unchanged = { lines: [], markdown: [], writes: [...writes], listed }
  if (!songsWrite) return unchanged
  const after = JSON.parse(songsWrite.text) as SongCatalogue
  const asked = addedTextsToAsk(
    after,
    added.filter((song) => song.reading === undefined),
    newArtists(added, before),
  )
  const texts = lookupTexts(asked)
  if (texts.length === 0) return unchanged
  const said = (line: string): AddedLookups => ({
    lines: [line],
    markdown: [heading, '', ...codeBlock([line])],
    writes: [...writes],
    listed,
  })
  if (!options.lookup)
    return said('Readings not looked up in VocaDB and MusicBrainz (--no-lookup).')
  const run = await runLookups(content, texts, options.dependencies)
  // A cache the tool cannot read loses the lookups, never the songs being added.
  if ('error' in run) return said(`Readings not looked up: ${run.error}`)
  if (run.nothing) return said(printable(`No readings looked up: ${run.failed.join('; ')}.`))

  const { changes, refused } = checkedChanges(after, run.lookedUp, asked.credits)
  const counts = changeCount(after, changes)
  const changing = counts.readings + counts.aliases + counts.artists + counts.proposed > 0
  const lines = [
    ...runLines(
      run,
      options.verbose,
      (kind) =>
        `New ${kind.toLowerCase()} looked up in VocaDB and MusicBrainz, the build's reading and what they propose:`,
    ),
    ...refusedLines(refused, options.verbose),
    ...outcomeLines({
      counts,
      applied: options.apply,
      flag: '--apply-readings',
      catalogueFile: displayPath(songsFile),
      forAPerson: forAPersonCount(run.lookedUp),
      ...(run.cacheWrite.length > 0 ? { cacheFile: displayPath(run.cacheFile) } : {}),
    }),
  ].map(printable)
  if (!(options.apply && changing))
    return {
      lines,
      markdown: [heading, '', ...codeBlock(lines)],
      writes: [...writes, ...run.cacheWrite],
      listed,
    }
  const applied = { ...songsWrite, text: await catalogueTextWithChanges(songsWrite.text, changes) }
  return {
    lines,
    markdown: [heading, '', ...codeBlock(lines)],
    writes: [...writes.map((write) => (write === songsWrite ? applied : write)), ...run.cacheWrite],
    listed: {
      added: added.map((song) => {
        const reading = song.reading ?? changes.readings.get(song.title)
        return reading === undefined ? song : { ...song, reading }
      }),
      catalogue: { ...before, artists: (before.artists ?? []).concat(changes.artists) },
    },
  }
}
