import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { i18n } from '#src/i18n/catalog.ts'
import { reportBlock } from '#src/shared/fan-issues/report-block.ts'
import type {
  Correction,
  CorrectionField,
  Problem,
  ReportRecord,
} from '#src/shared/fan-issues/report-record.ts'
import { withoutCodeFences } from '#src/shared/fan-issues/text/code-fences.ts'
import { shownAsTyped } from '#src/shared/fan-issues/text/shown-as-typed.ts'
import { commentTimeSeconds } from '#src/shared/setlist/comment-time.ts'
import type { Performance, Stream } from '#src/shared/song-model/song-model.ts'
import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'
import { parseVideoLink } from '#src/shared/song-model/time/video-link.ts'
import { artistName } from '#src/shared/ui/artist-name.tsx'

/** What a report is about: one performance, or a whole stream. */
export type ReportTarget =
  { kind: 'performance'; performance: Performance } | { kind: 'stream'; stream: Stream }

/** The problems a fan can report about each kind of target, in the order offered. */
export const problemsOf: Record<ReportTarget['kind'], readonly Problem[]> = {
  performance: ['wrong-time', 'wrong-song', 'broken-video', 'other'],
  stream: ['missing-song', 'broken-video', 'other'],
}

export const problemLabels: Record<Problem, MessageDescriptor> = {
  'wrong-time': msg`時刻が違う`,
  'wrong-song': msg`曲名かアーティストが違う`,
  'missing-song': msg`抜けている曲がある`,
  'broken-video': msg`動画が見られない・リンクが違う`,
  other: msg`その他`,
}

/** What the fan typed: every field, whichever the chosen problem uses. */
export interface ReportDraft {
  problem: Problem
  songTime: string
  songName: string
  singer: string
  videoUrl: string
  note: string
}

export type DraftField = Exclude<keyof ReportDraft, 'problem'>
export type FieldError = 'required' | 'time' | 'video' | 'unchanged'

/** The fields each problem asks for; `note` is asked for every time. */
export const fieldsOf: Record<Problem, readonly CorrectionField[]> = {
  'wrong-time': ['songTime'],
  'wrong-song': ['songName', 'singer'],
  'missing-song': ['songTime', 'songName', 'singer'],
  'broken-video': ['videoUrl'],
  other: [],
}

/** The draft as a correction, or each field's problem. Never throws. */
export function checkDraft(
  draft: ReportDraft,
  target: ReportTarget,
): { correction: Correction } | { errors: Partial<Record<DraftField, FieldError>> } {
  const errors: Partial<Record<DraftField, FieldError>> = {}
  const correction: Correction = {}
  const fields = fieldsOf[draft.problem]
  for (const field of fields) {
    const value = draft[field].trim()
    if (value === '') {
      if (field !== 'videoUrl') errors[field] = 'required'
      continue
    }
    if (field === 'songTime') {
      const seconds = commentTimeSeconds(value)
      if (seconds === null) errors.songTime = 'time'
      else correction.songTime = formatSongTime(seconds)
    } else if (field === 'videoUrl' && !parseVideoLink(value)) {
      errors.videoUrl = 'video'
    } else {
      correction[field] = value
    }
  }
  if (draft.problem === 'other' && draft.note.trim() === '') errors.note = 'required'
  // A corrected time or name keeps only what differs from the data, and must differ somewhere.
  const corrects = draft.problem === 'wrong-time' || draft.problem === 'wrong-song'
  if (target.kind === 'performance' && corrects && Object.keys(errors).length === 0) {
    const current = currentValues(target)
    for (const field of fields) if (correction[field] === current[field]) delete correction[field]
    if (Object.keys(correction).length === 0) errors[fields[0]!] = 'unchanged'
  }
  return Object.keys(errors).length > 0 ? { errors } : { correction }
}

/** The values the data holds now, as the report quotes them. */
function currentValues(target: ReportTarget): Record<string, string> {
  if (target.kind === 'stream') {
    const { stream } = target
    return { date: stream.isoDate, streamName: stream.name }
  }
  const p = target.performance
  return {
    songName: p.songName,
    singer: p.singer,
    songTime: formatSongTime(p.startSeconds),
    songLink: p.link,
  }
}

/** Where the data is, as the data checks name it: `streams/2025-03-09.json songList[4]`. */
export function dataPlace(target: ReportTarget): string {
  if (target.kind === 'stream') return `streams/${target.stream.file}`
  const { streamFile, songIndex } = target.performance
  return `streams/${streamFile} songList[${songIndex}]`
}

export function reportRecord(
  target: ReportTarget,
  problem: Problem,
  correction: Correction,
  note: string,
): ReportRecord {
  const file = `streams/${target.kind === 'stream' ? target.stream.file : target.performance.streamFile}`
  return {
    report: 1,
    problem,
    file,
    ...(target.kind === 'performance' ? { songIndex: target.performance.songIndex } : {}),
    current: currentValues(target),
    correction,
    ...(note.trim() === '' ? {} : { note: withoutCodeFences(note.trim()) }),
  }
}

const correctionLabels: Record<CorrectionField, MessageDescriptor> = {
  songTime: msg`開始時刻`,
  songName: msg`曲名`,
  singer: msg`アーティスト`,
  videoUrl: msg`動画のURL`,
}

/**
 * The issue a report opens: a title a maintainer can sort by, a few lines for people, and the
 * record as a JSON block for tools. People's lines are in the fan's language; the block is not.
 */
export function reportIssue(
  target: ReportTarget,
  record: ReportRecord,
): { title: string; body: string } {
  const say = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const problem = say(problemLabels[record.problem])
  const place = dataPlace(target)
  const streamName = target.kind === 'stream' ? target.stream.name : target.performance.streamName
  const isoDate = target.kind === 'stream' ? target.stream.isoDate : target.performance.isoDate
  const lines = [
    say(msg`歌リストの「報告」から送られた、データの誤りの報告です。`),
    '',
    `- ${say(msg`内容`)}: ${problem}`,
    `- ${say(msg`配信`)}: ${shownAsTyped(streamName)} (${isoDate})`,
  ]
  if (target.kind === 'performance') {
    const { songName, singer, startSeconds } = target.performance
    const song = `${shownAsTyped(songName)} / ${shownAsTyped(artistName(singer))}`
    lines.push(`- ${say(msg`曲`)}: ${song} (${formatSongTime(startSeconds)})`)
  }
  lines.push(`- ${say(msg`場所`)}: ${place}`)
  for (const [field, value] of Object.entries(record.correction)) {
    const label = say(correctionLabels[field as CorrectionField])
    lines.push(`- ${say(msg`正しい${label}`)}: ${shownAsTyped(value)}`)
  }
  // One line at a time: a note of many lines spread into push() overflowed the stack.
  if (record.note) {
    lines.push('')
    for (const line of record.note.split(/\r?\n/)) lines.push(`> ${shownAsTyped(line)}`)
  }
  lines.push('', reportBlock(record))
  const subject = target.kind === 'stream' ? target.stream.name : target.performance.songName
  return { title: `${problem}: ${subject} (${place})`, body: lines.join('\n') }
}
