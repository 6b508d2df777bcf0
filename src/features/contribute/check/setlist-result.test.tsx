// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { activateLocale, i18n } from '#src/i18n/catalog.ts'
import type { KnownSong } from '#src/shared/setlist/prepare-stream.ts'
import type { SetlistSubmission } from '#src/shared/setlist/setlist-block.ts'

import { SetlistResult } from './setlist-result.tsx'

// The ways of sending are the shared step's, tested with it; here, the text it is given to send.
vi.mock('#src/shared/fan-issues/send/send-issue.tsx', () => ({
  SendIssue: ({ body }: { body: string }) => <pre data-testid="sent">{body}</pre>,
}))

function renderResult(submission: SetlistSubmission, known: readonly KnownSong[] = []) {
  render(
    <I18nProvider i18n={i18n}>
      <SetlistResult headingId="result" submission={submission} known={known} />
    </I18nProvider>,
  )
}

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
    renderResult(submission)
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
    renderResult(submission)
    expect(screen.getByText('2行目: 曲名が長すぎます（200文字まで）。')).toBeVisible()
    expect(screen.queryByText(/songName/)).toBeNull()
  })

  // Issue 69: setlist:add refuses such a text; the form says so before the fan sends it.
  it('says which line and which stream title a spreadsheet would run as a formula', () => {
    const submission = {
      date: '2025/8/16',
      streamName: '=1+SUM(A1)',
      url: 'https://youtu.be/pepe250816a',
      request: false,
      comment: `0:01:00 夜に駆ける / YOASOBI\n0:05:00 =cmd|' /C calc'!A0 / YOASOBI`,
    }
    renderResult(submission)
    const fix =
      'は、表計算ソフトで開くと数式として動いてしまう書き方です。先頭の = + - @ を外すなどして、書き直してください。'
    const texts = screen.getAllByText(/表計算ソフト/).map((item) => item.textContent)
    expect(texts).toEqual([`配信タイトル=1+SUM(A1)${fix}`, `2行目: =cmd|' /C calc'!A0${fix}`])
  })

  describe('a line with a title and no artist', () => {
    const known = (singers: string[]) =>
      singers.map((singer) => ({ songName: '千本桜', singer, videoId: 'x', stream: '2025/1/1' }))
    const submission = {
      date: '2025/8/16',
      streamName: '歌枠',
      url: 'https://youtu.be/pepe250816a',
      request: false,
      comment: '0:01:00 夜に駆ける / YOASOBI\n0:05:00 千本桜\n0:09:00 知らない歌',
    }
    const heading = () => screen.getByRole('heading', { level: 2 }).textContent
    // Each finding as read, the quoted title and artist inside it.
    const findings = () => screen.queryAllByRole('listitem').map((item) => item.textContent)

    it('takes the artist from the song list, and asks for an unknown one in place until typed', async () => {
      renderResult(submission, known(['黒うさP']))
      expect(heading()).toBe('このままでは送れません')
      expect(findings()).toEqual([
        '3行目: 知らない歌のアーティストがありません。下の表に入れてください（曲でない行なら、コメントから消してください）。',
        '2行目: 千本桜のアーティストは、歌リストから黒うさPとしました。',
      ])
      expect(screen.queryByTestId('sent')).toBeNull()

      const field = screen.getByRole('textbox', { name: '3行目のアーティスト' })
      await userEvent.type(field, 'ボカロP')
      expect(heading()).toBe('3曲を読み取りました')
      expect(findings()).toEqual(['2行目: 千本桜のアーティストは、歌リストから黒うさPとしました。'])
      // The field stays, with the focus, and its artist is in the text sent; the song list's is
      // left for setlist:add to take again.
      expect(document.activeElement).toBe(field)
      expect(field).toHaveProperty('value', 'ボカロP')
      const sent = screen.getByTestId('sent').textContent ?? ''
      expect(sent).toContain('\n0:05:00 千本桜\n0:09:00 知らない歌 / ボカロP\n')
      const table = screen.getByRole('table', { name: '読み取った曲' })
      const artists = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => (row as HTMLTableRowElement).cells[3]?.textContent)
      expect(artists).toEqual(['YOASOBI', '黒うさP', 'ボカロP'])

      await userEvent.clear(field)
      expect(heading()).toBe('このままでは送れません')
      expect(screen.queryByTestId('sent')).toBeNull()
    })

    it('offers the artists of a title the song list has by several, and picks none', () => {
      renderResult(submission, known(['黒うさP', 'ほかの人', 'ほかの人']))
      expect(findings()[0]).toBe(
        '2行目: 歌リストには、ちがうアーティストの千本桜があります。どれを歌ったか、下の表にアーティストを入れてください。',
      )
      // With suggestions the field is a combobox.
      const field = screen.getByRole('combobox', { name: '2行目のアーティスト' })
      const options = document.getElementById(field.getAttribute('list') ?? '')
      const offered = [...(options?.querySelectorAll('option') ?? [])].map((option) => option.value)
      expect(offered).toEqual(['ほかの人', '黒うさP'])
      expect(screen.getByRole('textbox', { name: '3行目のアーティスト' })).toBeVisible()
    })
  })
})
