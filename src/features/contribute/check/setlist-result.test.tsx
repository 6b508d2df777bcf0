// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '../../../i18n/catalog'
import { SetlistResult } from './setlist-result'

describe('SetlistResult', () => {
  beforeAll(() => activateLocale('ja', ['setlist-check']))

  it('lists the first 20 skipped lines and counts the rest', () => {
    const comment = Array.from({ length: 10_000 }, (_, i) => `雑談${i + 1}`).join('\n')
    const submission = {
      date: '2025/8/16',
      streamName: '歌枠',
      url: 'https://youtu.be/pepe250816a',
      request: false,
      comment,
    }
    render(
      <I18nProvider i18n={i18n}>
        <SetlistResult headingId="result" submission={submission} known={[]} />
      </I18nProvider>,
    )
    const heading = screen.getByRole('heading', { name: '読み飛ばした行' })
    const list = heading.nextElementSibling as HTMLElement
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(20)
    expect(items.at(-1)?.textContent).toBe('20行目（時刻がありません）: 雑談20')
    expect(list.nextElementSibling?.textContent).toBe('ほか9,980件')
  })

  it('says in words which line holds a title too long for the data', () => {
    const submission = {
      date: '2025/8/16',
      streamName: '歌枠',
      url: 'https://youtu.be/pepe250816a',
      request: false,
      comment: `0:01:00 夜に駆ける / YOASOBI\n0:05:00 ${'夜'.repeat(201)} / YOASOBI`,
    }
    render(
      <I18nProvider i18n={i18n}>
        <SetlistResult headingId="result" submission={submission} known={[]} />
      </I18nProvider>,
    )
    expect(screen.getByText('2行目: 曲名が長すぎます（200文字まで）。')).toBeTruthy()
    expect(screen.queryByText(/songName/)).toBeNull()
  })
})
