import { displayPath } from '#build-src/archive-files/stream-files.ts'
import { printable } from '#tools/lib/cli.ts'

import { describeSource, type FetchOutcome } from './fetch-streams.ts'

/**
 * What a run found, one line each: streams on standard output, what to look at on standard error.
 * The lines quote titles, names and comments, so raw escape bytes in them are made printable.
 */
export function printOutcome(outcome: FetchOutcome, files: readonly string[], dryRun: boolean) {
  const verb = dryRun ? 'Would add' : 'Added'
  const out = (line: string) => console.log(printable(line))
  outcome.found.forEach(({ entry, source, remarks }, i) => {
    const where = displayPath(files[i] ?? '')
    out(
      `${verb} ${entry.songList.length} songs, ${entry.date} ${entry.streamName} as ${where} (setlist: ${describeSource(source)}).`,
    )
    for (const remark of remarks) console.error(`warning: ${printable(remark)}`)
  })
  for (const { title, videoId, firstSeen } of outcome.state.pending)
    out(`Waiting for a setlist: ${title} (${videoId}), first seen ${firstSeen}.`)
  for (const { title, videoId, firstSeen } of outcome.givenUp)
    out(`Given up: ${title} (${videoId}), no usable setlist since ${firstSeen}.`)
  for (const video of outcome.notOver) out(`Not over yet: ${video.title} (${video.id}).`)
  for (const note of outcome.notes) console.error(`note: ${printable(note)}`)
}
