// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildSongModel } from '../../../shared/song-model/song-model'
import { testStreams } from '../../../../tests/support/test-streams'
import { ReportDialog } from './report-dialog'
import type { ReportTarget } from './report-issue'

// The stored draft is read by code loaded on demand: wait for it before looking.
const settled = () => act(() => vi.dynamicImportSettled())

// The source messages, without the catalogs: what is tested is what the dialog keeps.
const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } })
const performances = buildSongModel(testStreams).streams.flatMap((s) => s.performances)
const target = (songName: string): ReportTarget => ({
  kind: 'performance',
  performance: performances.find((p) => p.songName === songName)!,
})
// Lemon, the second song of 2025-02-11.json.
const lemon = target('Lemon')
const lemonKey = 'contribute-draft:report:streams/2025-02-11.json songList[1]:Lemon'

const open = (reported: ReportTarget) =>
  render(
    <I18nProvider i18n={i18n}>
      <ReportDialog target={reported} onClose={() => {}} />
    </I18nProvider>,
  )
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })

describe('ReportDialog', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true
    }
  })
  beforeEach(() => sessionStorage.clear())

  it('opens again on the same song with what was typed, and empty on another', async () => {
    const first = open(lemon)
    fireEvent.click(screen.getByRole('radio', { name: 'その他' }))
    fireEvent.change(field('どこが違うか'), { target: { value: '2番が抜けています' } })
    first.unmount()

    const again = open(lemon)
    await settled()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'その他' }).checked).toBe(true)
    expect(field('どこが違うか').value).toBe('2番が抜けています')
    again.unmount()

    open(target('夜に駆ける'))
    await settled()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '時刻が違う' }).checked).toBe(true)
    expect(field('補足（なくてもかまいません）').value).toBe('')
  })

  it('ignores a stored problem this song cannot have', async () => {
    const stored = { problem: 'missing-song', songTime: '1:00', songName: 'x', singer: 'y' }
    sessionStorage.setItem(lemonKey, JSON.stringify({ ...stored, videoUrl: '', note: 'z' }))
    open(lemon)
    await settled()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '時刻が違う' }).checked).toBe(true)
    expect(field('補足（なくてもかまいません）').value).toBe('')
  })

  it('starts again from the data when the fan clears the form, and forgets the draft', () => {
    open(lemon)
    fireEvent.click(screen.getByRole('radio', { name: '曲名かアーティストが違う' }))
    fireEvent.change(field('正しい曲名'), { target: { value: 'Lemon (cover)' } })
    expect(sessionStorage.getItem(lemonKey)).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '入力を消す' }))
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '時刻が違う' }).checked).toBe(true)
    expect(sessionStorage.getItem(lemonKey)).toBeNull()
  })
})
