// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { MoveMyList } from './move-my-list.tsx'
import { StatusRegion } from './status-region.tsx'

// The file's code never arrives, as when the connection drops before the first press.
vi.mock('./my-list-transfer.ts', () => {
  throw new Error('offline')
})

const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } })

const renderSection = () =>
  render(
    <I18nProvider i18n={i18n}>
      <StatusRegion>
        <MoveMyList />
      </StatusRegion>
    </I18nProvider>,
  )

describe('moving the lists when their code does not load', () => {
  it('says the file was not written, and keeps the buttons', async () => {
    const user = userEvent.setup()
    renderSection()
    await user.click(screen.getByRole('button', { name: 'ファイルに書き出す' }))
    expect(await screen.findByText(/書き出せませんでした/)).toBeVisible()
    expect(screen.getByLabelText('ファイルから読み込む')).toBeVisible()
  })

  it('says a chosen file could not be read', async () => {
    const user = userEvent.setup()
    renderSection()
    const file = new File(['{}'], 'mylist.json', { type: 'application/json' })
    await user.upload(screen.getByLabelText('ファイルから読み込む'), file)
    expect(await screen.findByText(/ファイルを読めませんでした/)).toBeVisible()
  })
})
