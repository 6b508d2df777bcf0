import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { i18n } from '#src/i18n/catalog.ts'
import { reportBlock } from '#src/shared/fan-issues/report-block.ts'
import type { MissRecord } from '#src/shared/fan-issues/report-record.ts'
import { withoutCodeFences } from '#src/shared/fan-issues/text/code-fences.ts'
import { shownAsTyped } from '#src/shared/fan-issues/text/shown-as-typed.ts'
import { artistName } from '#src/shared/ui/artist-name.tsx'

/** A song as the catalogue names it: what `report:apply` looks the song up by. */
export interface MissSong {
  title: string
  artist: string
}

/** What the fan typed, the song they picked (if any) and their note, as the tools read it. */
export function missRecord(query: string, song: MissSong | null, note: string): MissRecord {
  return {
    miss: 1,
    query: query.trim(),
    ...(song ? { song: { title: song.title, artist: song.artist } } : {}),
    ...(note.trim() === '' ? {} : { note: withoutCodeFences(note.trim()) }),
  }
}

/**
 * The issue a search miss opens: a title a maintainer can sort by, a few lines for people in the
 * fan's language, and the record as a JSON block for `report:apply`.
 */
export function missIssue(record: MissRecord): { title: string; body: string } {
  const say = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const { query, song, note } = record
  const picked = song
    ? `${shownAsTyped(song.title)} / ${shownAsTyped(artistName(song.artist))}`
    : say(msg`（選んでいません）`)
  const lines = [
    say(msg`歌リストの検索で見つからなかった言葉の知らせです。`),
    '',
    `- ${say(msg`検索した言葉`)}: ${shownAsTyped(query)}`,
    `- ${say(msg`探していた曲`)}: ${picked}`,
  ]
  if (note) {
    lines.push('')
    for (const line of note.split(/\r?\n/)) lines.push(`> ${shownAsTyped(line)}`)
  }
  lines.push('', reportBlock(record))
  const title = `${say(msg`検索で見つからない`)}: ${query}${song ? ` → ${song.title}` : ''}`
  return { title, body: lines.join('\n') }
}
