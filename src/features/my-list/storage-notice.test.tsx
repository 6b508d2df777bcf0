// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { activateLocale, i18n } from '#src/i18n/catalog.ts'

async function renderNotice({ saved = true, persisted = false, api = true, locale = 'ja' } = {}) {
  vi.stubGlobal('navigator', {
    storage: api ? { persisted: async () => persisted, persist: async () => false } : undefined,
  })
  await activateLocale(locale === 'zh' ? 'zh' : 'ja', ['mylist'])
  // A fresh page: the answer is kept per page.
  vi.resetModules()
  const { StorageNotice } = await import('./storage-notice.tsx')
  return render(
    <I18nProvider i18n={i18n}>
      <StorageNotice saved={saved} />
    </I18nProvider>,
  )
}

describe('StorageNotice', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('says マイリスト is kept where the browser keeps it', async () => {
    await renderNotice({ persisted: true })
    expect(
      await screen.findByText('このブラウザーは、マイリストを消さずに残します。'),
    ).toBeVisible()
    expect(screen.queryByRole('complementary')).toBeNull()
  })

  it('says what the browser may do, with the two ways to keep the lists, where it is not kept', async () => {
    await renderNotice({ persisted: false })
    const notice = await screen.findByRole('complementary', {
      name: 'マイリストが消えることがあります',
    })
    expect(notice).toHaveTextContent('7日間開かなかったサイトのデータが消えます')
    expect(notice).toHaveTextContent('ホーム画面に追加')
    expect(screen.getByRole('link', { name: '別の端末へ移す' })).toHaveAttribute(
      'href',
      '#mylist-move',
    )
  })

  it('says the same where the browser cannot tell, and speaks Chinese on a Chinese page', async () => {
    await renderNotice({ api: false, locale: 'zh' })
    const notice = await screen.findByRole('complementary', { name: '我的清單可能會被刪除' })
    expect(notice).toHaveTextContent('7 天沒有開啟')
    expect(screen.getByRole('link', { name: '移到其他裝置' })).toBeVisible()
  })

  it('shows nothing before anything is saved', async () => {
    const { container } = await renderNotice({ saved: false })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(container).toBeEmptyDOMElement()
  })
})
