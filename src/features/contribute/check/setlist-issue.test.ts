import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'

import { activateLocale, loadMessages } from '#src/i18n/catalog.ts'
import { knownSongsOf, prepareStream } from '#src/shared/setlist/prepare-stream.ts'
import { readSetlistBlock } from '#src/shared/setlist/setlist-block.ts'
import { testStreams } from '#tests/support/test-streams.ts'

import { setlistIssue } from './setlist-issue.ts'

const submission = {
  date: '2025/8/16',
  streamName: '夏の歌枠',
  url: 'https://youtu.be/pepe250816a',
  request: false,
  comment: 'セトリ\r\n0:10 Lemon / 米津 玄師\r\n0:05:00 群青 / YOASOBI\r\n',
}

describe('setlistIssue', () => {
  beforeAll(async () => {
    await activateLocale('ja')
    await loadMessages('setlist-check')
  })

  it('holds a block setlist:add reads back to what the fan typed, under a short summary', () => {
    const prepared = prepareStream({ ...submission, known: knownSongsOf(testStreams) })
    const { title, body } = setlistIssue(submission, prepared)
    expect(title).toBe('セトリ: 2025/8/16 夏の歌枠')
    expect(body).toContain('- 曲数: 2\n- 確かめてほしいところ: 1件\n')
    expect(body).toContain('\n    npm run setlist:add -- --issue --file issue.md\n')
    expect(readSetlistBlock(body)).toEqual({
      submission: {
        ...submission,
        comment: 'セトリ\n0:10 Lemon / 米津 玄師\n0:05:00 群青 / YOASOBI',
      },
    })
  })

  it('is read back by the issue reader whatever markup the stream name holds', () => {
    const prepared = prepareStream({ ...submission, known: [] })
    for (const streamName of ['<Intro> 歌枠', '<!-- 歌枠 -->', '[1]: https://x', '</b>歌枠']) {
      const sent = { ...submission, streamName }
      expect(readSetlistBlock(setlistIssue(sent, prepared).body)).toMatchObject({
        submission: { streamName, url: sent.url },
      })
    }
  })

  it('keeps the comment inside its block whatever fences the comment and the name hold', () => {
    const prepared = prepareStream({ ...submission, known: [] })
    const fenceish = fc
      .array(fc.constantFrom('```', '````', '~~~', '\n', ' ', 'json', '0:10 A / B', '`'))
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(fenceish, fenceish, (name, comment) => {
        const sent = { ...submission, streamName: name.replace(/\n/g, ''), comment }
        const lines = setlistIssue(sent, prepared).body.split('\n')
        const opening = lines.findIndex((line) => /^`{3,}$/.test(line))
        const fence = lines[opening]!
        // The block's own closing line is the first that could close it, and the last line.
        const closing = lines.findIndex((line, i) => i > opening && line.startsWith(fence))
        expect(closing).toBe(lines.length - 1)
        expect(readSetlistBlock(lines.join('\n'))).toEqual({
          submission: { ...sent, comment: comment.trimEnd() },
        })
      }),
    )
  })
})
