// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { activateLocale, i18n } from '#src/i18n/catalog.ts'

import { artistName, shownArtist } from './artist-name.tsx'

describe('artistName', () => {
  it('says an unknown artist is unknown, in the active language, and keeps a known one', async () => {
    await activateLocale('ja')
    expect(artistName('')).toBe('アーティスト不明')
    expect(artistName('ヨルシカ')).toBe('ヨルシカ')
    await activateLocale('zh')
    expect(artistName('')).toBe('歌手不明')
    expect(artistName('ヨルシカ')).toBe('ヨルシカ')
  })
})

describe('shownArtist', () => {
  it('shows an unknown artist in the page’s language, and follows a change of language', async () => {
    await activateLocale('ja')
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <p lang="ja">
          {shownArtist('')} / {shownArtist('ヨルシカ')}
        </p>
      </I18nProvider>,
    )
    expect(container.textContent).toBe('アーティスト不明 / ヨルシカ')
    expect(screen.getByText('アーティスト不明')).toHaveAttribute('lang', 'ja')
    await act(() => activateLocale('zh'))
    expect(container.textContent).toBe('歌手不明 / ヨルシカ')
    // Chinese words inside a row of Japanese titles say which language they are.
    expect(screen.getByText('歌手不明')).toHaveAttribute('lang', 'zh-Hant')
  })
})
