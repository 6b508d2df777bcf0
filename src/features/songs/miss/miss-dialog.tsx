import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { LimitedTextField } from '#src/shared/fan-issues/fields/limited-text-field.tsx'
import type { MissRecord } from '#src/shared/fan-issues/report-record.ts'
import { FormErrorBoundary } from '#src/shared/fan-issues/send/form-error.tsx'
import { SendIssue } from '#src/shared/fan-issues/send/send-issue.tsx'
import { DraftSent } from '#src/shared/fan-issues/send/session-draft.ts'
import { useDraftResult } from '#src/shared/fan-issues/send/use-draft-result.ts'

import { missIssue, missRecord, type MissSong } from './miss-issue.ts'
import { SongPicker } from './song-picker.tsx'

import '#src/shared/fan-issues/send/issue-dialog.css'
import './miss-dialog.css'

interface MissDraft {
  query: string
  song: MissSong | null
  note: string
}

/** A stored draft of this shape only: the tab's storage is anyone's to edit. */
const isDraft = (draft: MissDraft) =>
  typeof draft.query === 'string' &&
  typeof draft.note === 'string' &&
  (draft.song === null ||
    (typeof draft.song === 'object' &&
      typeof draft.song.title === 'string' &&
      typeof draft.song.artist === 'string'))

function SendMiss({ record }: { record: MissRecord }) {
  const { title, body } = useMemo(() => missIssue(record), [record])
  return <SendIssue form="report" title={title} body={body} />
}

/**
 * 探している曲が見つからない: what the fan searched for, the song they meant if they find it with
 * the same search, then the text to send, as a report is sent. Kept in the tab per query.
 */
export function MissDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const { t } = useLingui()
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [queryError, setQueryError] = useState(false)
  const { draft, update, reset, forget, result, setResult } = useDraftResult<MissDraft, MissRecord>(
    () => ({ query, song: null, note: '' }),
    `${id}-send`,
    `miss:${query}`,
    isDraft,
  )

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (draft.query.trim() === '') {
      setQueryError(true)
      document.getElementById(`${id}-query`)?.focus()
      return
    }
    setQueryError(false)
    setResult(missRecord(draft.query, draft.song, draft.note))
  }

  return createPortal(
    <dialog ref={dialog} className="issue-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`}>{t`探している曲が見つからないことを知らせる`}</h2>
      <p>
        {t`検索した言葉と、わかればその曲を送ってください。次の更新から、同じ言葉でその曲が見つかるようにします。`}
      </p>
      <form className="contrib-form" noValidate onSubmit={submit}>
        <LimitedTextField
          id={`${id}-query`}
          field="query"
          label={t`検索した言葉`}
          error={queryError ? t`入力してください。` : undefined}
          value={draft.query}
          onChange={(value) => update({ query: value })}
        />
        <SongPicker id={`${id}-song`} picked={draft.song} onPick={(song) => update({ song })} />
        <LimitedTextField
          id={`${id}-note`}
          field="note"
          label={t`補足（なくてもかまいません）`}
          rows={3}
          value={draft.note}
          onChange={(note) => update({ note })}
        />
        <p className="send-issue__actions">
          <button type="submit" className="button button--primary">
            {t`知らせる文面を作る`}
          </button>
          <button type="button" className="button button--secondary" onClick={reset}>
            {t`入力を消す`}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => dialog.current?.close()}
          >
            {t`閉じる`}
          </button>
        </p>
      </form>
      {result && (
        <section aria-labelledby={`${id}-send`}>
          <h3 id={`${id}-send`} tabIndex={-1}>
            {t`知らせを送る`}
          </h3>
          <FormErrorBoundary resetKey={result}>
            <DraftSent value={forget}>
              <SendMiss record={result} />
            </DraftSent>
          </FormErrorBoundary>
        </section>
      )}
    </dialog>,
    document.body,
  )
}
