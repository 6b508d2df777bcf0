import { codeSpan } from '#tools/lib/markdown.ts'
import type { ApiMethod } from '#tools/youtube/api.ts'

import { addDays } from './days.ts'
import { describeSource, type FetchOutcome, type FoundStream } from './fetch-streams.ts'

const videoLink = (id: string) =>
  `[video](https://www.youtube.com/watch?v=${encodeURIComponent(id)})`

/** The units used, as the tool prints them and the summary states them. */
export function unitsLine(units: Readonly<Record<ApiMethod, number>>): string {
  const total = Object.values(units).reduce((sum, n) => sum + n, 0)
  const each = Object.entries(units).map(([method, n]) => `${method} ${n}`)
  return `${total} units (${each.join(', ')})`
}

export interface SummaryInput {
  outcome: FetchOutcome
  /** The file each found stream was (or would be) written to, as shown to the maintainer. */
  files: readonly string[]
  units: Readonly<Record<ApiMethod, number>>
  giveUpDays: number
}

function foundLines(stream: FoundStream, file: string): string[] {
  const { entry, video, source } = stream
  const from =
    source.kind === 'comment'
      ? `the comment ${codeSpan(source.commentId)} by ${codeSpan(source.author)}`
      : describeSource(source)
  return [
    `- ${codeSpan(file)}: ${entry.songList.length} songs, ${entry.date} ${codeSpan(entry.streamName)} (${videoLink(video.id)}), setlist from ${from}`,
    ...stream.remarks.map((remark) => `  - ${codeSpan(remark)}`),
  ]
}

function section(title: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : [`### ${title}`, '', ...lines, '']
}

/** The run in Markdown, for a maintainer: what was added, what waits, what to check. */
export function summaryMarkdown({ outcome, files, units, giveUpDays }: SummaryInput): string {
  const { found, state, givenUp, notOver, notes, stopped } = outcome
  const lines = [
    '## New singing streams from YouTube',
    '',
    ...(stopped
      ? [
          `**The run stopped early**: ${codeSpan(stopped.message)}. What it found is here; the streams it did not look at wait in the state file for the next run.`,
          '',
        ]
      : []),
    ...(found.length === 0 ? ['No new stream with a setlist.', ''] : []),
    ...section(
      `New streams (${found.length})`,
      found.flatMap((stream, i) => foundLines(stream, files[i] ?? '')),
    ),
    ...section(
      `Waiting for a setlist (${state.pending.length})`,
      state.pending.map(
        (video) =>
          `- ${codeSpan(video.title)} (${videoLink(video.videoId)}): first seen ${video.firstSeen}, given up on ${addDays(video.firstSeen, giveUpDays)} if still without one`,
      ),
    ),
    ...section(
      `Given up (${givenUp.length})`,
      givenUp.map(
        (video) =>
          `- ${codeSpan(video.title)} (${videoLink(video.videoId)}): no usable setlist since ${video.firstSeen}; add it with \`npm run setlist:add\` if one turns up`,
      ),
    ),
    ...section(
      'Not over yet',
      notOver.map((video) => `- ${codeSpan(video.title)} (${videoLink(video.id)})`),
    ),
    ...section(
      'Worth a look',
      notes.map((note) => `- ${codeSpan(note)}`),
    ),
    `API units used: ${unitsLine(units)}.`,
  ]
  return `${lines.join('\n')}\n`
}
