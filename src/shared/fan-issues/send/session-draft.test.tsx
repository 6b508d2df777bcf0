// @vitest-environment jsdom
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { http as mock, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { server } from '#tests/msw/server.ts'

import { SendToSite } from './send-to-site.tsx'
import { DraftSent, useSessionDraft } from './session-draft.ts'

// The stored draft is read by code loaded on demand: wait for it before looking.
const settled = () => act(() => vi.dynamicImportSettled())

// The source messages, without the catalogs: what is tested is where the draft goes.
const i18n = setupI18n({ locale: 'ja', messages: { ja: {} } })
const stored = () => sessionStorage.getItem('contribute-draft:setlist')

function Form({ storageKey = 'setlist' }: { storageKey?: string }) {
  const { draft, update, forget, reset } = useSessionDraft(
    storageKey,
    () => ({ comment: '', request: false }),
    (draft) => draft.comment !== 'refused',
  )
  return (
    <I18nProvider i18n={i18n}>
      <textarea
        aria-label="comment"
        value={draft.comment}
        onChange={(event) => update({ comment: event.target.value })}
      />
      <input
        type="checkbox"
        aria-label="request"
        checked={draft.request}
        onChange={(event) => update({ request: event.target.checked })}
      />
      <button type="button" onClick={reset}>
        clear
      </button>
      <DraftSent value={forget}>
        <SendToSite form="setlist" title="セトリ" body={draft.comment} />
      </DraftSent>
    </I18nProvider>
  )
}

const comment = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'comment' })
const type = (text: string) => fireEvent.change(comment(), { target: { value: text } })

describe('useSessionDraft', () => {
  beforeEach(() => sessionStorage.clear())

  it('gives what was typed back to the same form after a remount, and to no other', async () => {
    const first = render(<Form />)
    type('0:01 夜に駆ける / YOASOBI')
    fireEvent.click(screen.getByRole('checkbox', { name: 'request' }))
    first.unmount()

    const again = render(<Form />)
    await settled()
    expect(comment().value).toBe('0:01 夜に駆ける / YOASOBI')
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(true)
    again.unmount()

    render(<Form storageKey="report:streams/2025-02-11.json" />)
    await settled()
    expect(comment().value).toBe('')
  })

  it('writes nothing until the fan edits', () => {
    render(<Form />)
    expect(stored()).toBeNull()
  })

  it.each([
    ['corrupt JSON', '{"comment": "0:01'],
    ['an array', '["0:01"]'],
    ['a string', '"0:01"'],
    ['a field of another type', '{"comment": 1, "request": false}'],
    ['a missing field', '{"comment": "0:01"}'],
    ['a draft the form refuses', '{"comment": "refused", "request": false}'],
  ])('ignores %s, and starts empty', async (_, value) => {
    sessionStorage.setItem('contribute-draft:setlist', value)
    render(<Form />)
    await settled()
    expect(comment().value).toBe('')
    type('new')
    expect(JSON.parse(stored() ?? 'null')).toEqual({ comment: 'new', request: false })
  })

  it('keeps only the fields the form has', async () => {
    sessionStorage.setItem(
      'contribute-draft:setlist',
      JSON.stringify({ comment: 'kept', request: true, extra: '<b>' }),
    )
    render(<Form />)
    await settled()
    expect(comment().value).toBe('kept')
    type('kept!')
    expect(JSON.parse(stored() ?? 'null')).toEqual({ comment: 'kept!', request: true })
  })

  it('works as a plain form when storage throws', () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refuse)
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refuse)
    try {
      render(<Form />)
      type('typed')
      expect(comment().value).toBe('typed')
    } finally {
      vi.restoreAllMocks()
    }
  })

  it('forgets the stored draft once the site took the text, and keeps it when it did not', async () => {
    let answer = 500
    server.use(mock.post('*/', () => new HttpResponse(null, { status: answer })))
    render(<Form />)
    type('0:01 夜に駆ける / YOASOBI')
    fireEvent.click(screen.getByRole('button', { name: 'このサイトに送る' }))
    await screen.findByText(/サイトが受け付けませんでした/)
    expect(stored()).not.toBeNull()

    answer = 200
    fireEvent.click(screen.getByRole('button', { name: 'このサイトに送る' }))
    await screen.findByText(/送りました/)
    expect(stored()).toBeNull()
    // What was sent stays on the page; only its stored copy is gone.
    expect(comment().value).toBe('0:01 夜に駆ける / YOASOBI')
  })

  it('empties the form and its stored copy when the fan clears it', () => {
    const first = render(<Form />)
    type('0:01 夜に駆ける / YOASOBI')
    fireEvent.click(screen.getByRole('button', { name: 'clear' }))
    expect(comment().value).toBe('')
    expect(stored()).toBeNull()
    first.unmount()
    render(<Form />)
    expect(comment().value).toBe('')
  })
})
