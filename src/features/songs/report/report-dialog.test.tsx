// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { buildSongModel } from '#src/shared/song-model/song-model.ts'
import { renderUnderLocale } from '#tests/render-under-locale.tsx'
import { testStreams } from '#tests/support/test-streams.ts'

import { ReportDialog } from './report-dialog.tsx'
import type { ReportTarget } from './report-issue.ts'

// The stored draft is read by code loaded on demand: wait for it before looking.
const settled = () => act(() => vi.dynamicImportSettled())

// The source messages, without the catalogs: what is tested is what the dialog keeps.
const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } })
const model = buildSongModel(testStreams)
const performances = model.streams.flatMap((s) => s.performances)
const target = (songName: string): ReportTarget => ({
  kind: 'performance',
  performance: performances.find((p) => p.songName === songName)!,
})
// Lemon, the second song of 2025-02-11.json.
const lemon = target('Lemon')
const lemonKey = 'contribute-draft:report:streams/2025-02-11.json songList[1]:Lemon'

/** The dialog on a page, with the song and stream pages it links to. */
async function open(reported: ReportTarget, url = '/report', onClose = () => {}) {
  return renderUnderLocale({
    i18n,
    path: 'report',
    component: () => <ReportDialog target={reported} onClose={onClose} />,
    linked: ['songs/$slug', 'streams/$stream'],
    url,
  })
}
const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })

describe('ReportDialog', () => {
  beforeAll(() => {
    // jsdom has no modal dialogs.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true
    }
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false
      this.dispatchEvent(new Event('close'))
    }
  })
  beforeEach(() => sessionStorage.clear())

  it('opens again on the same song with what was typed, and empty on another', async () => {
    const first = await open(lemon)
    fireEvent.click(screen.getByRole('radio', { name: 'その他' }))
    fireEvent.change(field('どこが違うか'), { target: { value: '2番が抜けています' } })
    first.unmount()

    const again = await open(lemon)
    await settled()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'その他' }).checked).toBe(true)
    expect(field('どこが違うか').value).toBe('2番が抜けています')
    again.unmount()

    await open(target('夜に駆ける'))
    await settled()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '時刻が違う' }).checked).toBe(true)
    expect(field('補足（なくてもかまいません）').value).toBe('')
  })

  it('ignores a stored problem this song cannot have', async () => {
    const stored = { problem: 'missing-song', songTime: '1:00', songName: 'x', singer: 'y' }
    sessionStorage.setItem(lemonKey, JSON.stringify({ ...stored, videoUrl: '', note: 'z' }))
    await open(lemon)
    await settled()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '時刻が違う' }).checked).toBe(true)
    expect(field('補足（なくてもかまいません）').value).toBe('')
  })

  it('starts again from the data when the fan clears the form, and forgets the draft', async () => {
    await open(lemon)
    fireEvent.click(screen.getByRole('radio', { name: '曲名かアーティストが違う' }))
    fireEvent.change(field('正しい曲名'), { target: { value: 'Lemon (cover)' } })
    expect(sessionStorage.getItem(lemonKey)).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: '入力を消す' }))
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '時刻が違う' }).checked).toBe(true)
    expect(sessionStorage.getItem(lemonKey)).toBeNull()
  })

  it("links the song and the stream to their pages, in the page's URL form", async () => {
    const facts = () => within(screen.getByRole('dialog')).getAllByRole('link')
    const view = await open(lemon)
    expect(facts().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Lemon', '/songs/lemon'],
      ['first', '/streams/2025-02-11'],
    ])
    view.unmount()

    const requests = model.streams.find((s) => s.name === 'requests')!
    await open({ kind: 'stream', stream: requests }, '/zh/report')
    expect(facts().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['requests', '/zh/streams/2025-03-09'],
    ])
  })

  it('closes when a link takes the fan to its page', async () => {
    const onClose = vi.fn()
    const { router } = await open(lemon, '/report', onClose)
    const dialog = screen.getByRole<HTMLDialogElement>('dialog')
    fireEvent.click(within(dialog).getByRole('link', { name: 'Lemon' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/songs/lemon'))
    expect(onClose).toHaveBeenCalledOnce()
    expect(dialog.open).toBe(false)
  })
})
