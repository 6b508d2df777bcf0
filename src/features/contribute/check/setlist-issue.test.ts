import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, loadMessages } from '../../../i18n/catalog'
import { knownSongsOf, prepareStream } from '../../../shared/setlist/prepare-stream'
import { readSetlistBlock } from '../../../shared/setlist/setlist-block'
import { testStreams } from '../../../../tests/support/test-streams'
import { setlistIssue } from './setlist-issue'

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
})
