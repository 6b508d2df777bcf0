import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import { i18n } from '#src/i18n/catalog.ts'
import { shownAsTyped } from '#src/shared/fan-issues/text/shown-as-typed.ts'
import type { Prepared } from '#src/shared/setlist/prepare-stream.ts'
import { setlistBlock, type SetlistSubmission } from '#src/shared/setlist/setlist-block.ts'

/**
 * The issue a setlist opens: a title, a few lines for the reviewer in the fan's language, and the
 * setlist block `setlist:add --issue` reads, which holds everything the fan typed.
 */
export function setlistIssue(
  submission: SetlistSubmission,
  prepared: Prepared,
): { title: string; body: string } {
  const say = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const { date, streamName } = submission
  const count = prepared.songs.length
  const warnings = prepared.warnings.length
  const command = 'npm run setlist:add -- --issue --file issue.md'
  const lines = [
    say(msg`歌リストに追加してほしい配信のセットリストです（サイトの「セトリを送る」から作成）。`),
    '',
    `- ${say(msg`配信`)}: ${shownAsTyped(streamName)} (${date})`,
    `- ${say(msg`曲数`)}: ${count}`,
    ...(warnings > 0 ? [`- ${say(msg`確かめてほしいところ: ${warnings}件`)}`] : []),
    '',
    say(msg`メンテナーの方へ: この本文を issue.md に保存して、次のコマンドで追加できます。`),
    '',
    `    ${command}`,
    '',
    setlistBlock(submission),
  ]
  return { title: say(msg`セトリ: ${date} ${streamName}`), body: lines.join('\n') }
}
