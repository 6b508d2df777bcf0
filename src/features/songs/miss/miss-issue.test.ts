import { beforeAll, describe, expect, it } from 'vitest'

import { activateLocale, loadMessages } from '#src/i18n/catalog.ts'
import { readReportBlock } from '#src/shared/fan-issues/report-block.ts'

import { missIssue, missRecord } from './miss-issue.ts'

describe('a search miss', () => {
  beforeAll(async () => {
    await activateLocale('ja')
    await loadMessages('report')
  })

  it('carries what was typed and the song picked, which report:apply reads back as sent', () => {
    const record = missRecord(' kokoronashi ', { title: '心做し', artist: '蝶々P' }, '')
    expect(record).toEqual({
      miss: 1,
      query: 'kokoronashi',
      song: { title: '心做し', artist: '蝶々P' },
    })
    const { title, body } = missIssue(record)
    expect(title).toBe('検索で見つからない: kokoronashi → 心做し')
    expect(body.split('\n').slice(0, 4)).toEqual([
      '歌リストの検索で見つからなかった言葉の知らせです。',
      '',
      '- 検索した言葉: kokoronashi',
      '- 探していた曲: 心做し / 蝶々P',
    ])
    expect(readReportBlock(body)).toEqual({ miss: record })
  })

  it('says when no song was picked, quotes the note, and keeps no code fence of it', () => {
    const record = missRecord('せんぼんざくら', null, 'ボカロの曲です\n```\n')
    expect(record.song).toBeUndefined()
    const { title, body } = missIssue(record)
    expect(title).toBe('検索で見つからない: せんぼんざくら')
    expect(body).toContain('- 探していた曲: （選んでいません）')
    expect(body).toContain('> ボカロの曲です')
    expect(readReportBlock(body)).toEqual({ miss: record })
  })

  it('is written in the fan’s language, the block as it is', async () => {
    await activateLocale('zh', ['report'])
    const record = missRecord('kokoronashi', { title: '心做し', artist: '' }, '')
    const { title, body } = missIssue(record)
    expect(title).toBe('搜尋找不到: kokoronashi → 心做し')
    expect(body).toContain('- 想找的歌: 心做し / ')
    expect(readReportBlock(body)).toEqual({ miss: record })
    await activateLocale('ja')
  })
})
