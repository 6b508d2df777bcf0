// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { SetlistForm } from './setlist-form.tsx'

// The stored draft is read by code loaded on demand: wait for it before looking.
const settled = () => act(() => vi.dynamicImportSettled())

// The source messages, without the catalogs: what is tested is what the form keeps.
const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } })
const open = () =>
  render(
    <I18nProvider i18n={i18n}>
      <SetlistForm />
    </I18nProvider>,
  )
const comment = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: /コメント/ })

describe('SetlistForm', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps what was typed across a reload, until the fan clears it', async () => {
    const first = open()
    fireEvent.change(comment(), { target: { value: '0:01:00 夜に駆ける / YOASOBI' } })
    fireEvent.click(screen.getByRole('radio', { name: 'リクエスト歌枠' }))
    first.unmount()

    const again = open()
    await settled()
    expect(comment().value).toBe('0:01:00 夜に駆ける / YOASOBI')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'リクエスト歌枠' }).checked).toBe(
      true,
    )
    fireEvent.click(screen.getByRole('button', { name: '入力を消す' }))
    expect(comment().value).toBe('')
    again.unmount()

    open()
    await settled()
    expect(comment().value).toBe('')
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '通常の歌枠' }).checked).toBe(true)
  })
})
