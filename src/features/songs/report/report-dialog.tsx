import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type FormEvent, type MouseEvent, useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'

import { formatLongDate } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { LimitedTextField } from '#src/shared/fan-issues/fields/limited-text-field.tsx'
import type { ReportRecord } from '#src/shared/fan-issues/report-record.ts'
import { FormErrorBoundary } from '#src/shared/fan-issues/send/form-error.tsx'
import { SendIssue } from '#src/shared/fan-issues/send/send-issue.tsx'
import { DraftSent } from '#src/shared/fan-issues/send/session-draft.ts'
import { useDraftResult } from '#src/shared/fan-issues/send/use-draft-result.ts'
import { streamSlug } from '#src/shared/song-model/keys/stream-file-name.ts'
import { formatSongTime } from '#src/shared/song-model/time/song-time.ts'

import {
  checkDraft,
  dataPlace,
  type DraftField,
  type FieldError,
  fieldsOf,
  problemLabels,
  problemsOf,
  type ReportDraft,
  reportIssue,
  reportRecord,
  type ReportTarget,
} from './report-issue.ts'

import '#src/shared/fan-issues/send/issue-dialog.css'
import './report-dialog.css'

type Errors = Partial<Record<DraftField, FieldError>>

function initialDraft(target: ReportTarget): ReportDraft {
  const p = target.kind === 'performance' ? target.performance : null
  return {
    problem: problemsOf[target.kind][0]!,
    songTime: '',
    // The correction starts from the data's own spelling: most fixes change a character or two.
    songName: p?.songName ?? '',
    singer: p?.singer ?? '',
    videoUrl: '',
    note: '',
  }
}

/** A report's draft is kept per performance or stream, and per title, should the place change. */
function draftKey(target: ReportTarget): string {
  const name = target.kind === 'stream' ? target.stream.name : target.performance.songName
  return `report:${dataPlace(target)}:${name}`
}

/**
 * What the dialog shows of what is reported, with the pages of the song and the stream; the file
 * and index go only into what is sent.
 */
function describe(target: ReportTarget) {
  if (target.kind === 'stream') {
    const { name, file, dateVisible, isoDate } = target.stream
    return {
      streamName: name,
      streamPage: streamSlug(file),
      songName: null,
      songPage: null,
      dateVisible,
      isoDate,
      startSeconds: null,
    }
  }
  const p = target.performance
  return {
    streamName: p.streamName,
    streamPage: streamSlug(p.streamFile),
    songName: p.songName,
    songPage: p.songSlug,
    dateVisible: p.dateVisible,
    isoDate: p.isoDate,
    startSeconds: p.startSeconds,
  }
}

/** The issue text of a checked report, made while rendering so a failure stays in the dialog. */
function SendReport({ target, record }: { target: ReportTarget; record: ReportRecord }) {
  const { title, body } = useMemo(() => reportIssue(target, record), [target, record])
  return <SendIssue form="report" title={title} body={body} />
}

/**
 * A modal dialog, opened by a report button: what is wrong, the correction, then the issue text to
 * send. Closing it (Escape, the close button) calls `onClose`, which gives the button its focus back;
 * what was typed stays in the tab for the next opening on the same target, until sent or cleared.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t, i18n } = useLingui()
  const { prefix } = useCurrentLocale()
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const [errors, setErrors] = useState<Errors>({})
  const {
    draft,
    update,
    reset,
    forget,
    result: record,
    setResult: setRecord,
  } = useDraftResult<ReportDraft, ReportRecord>(
    () => initialDraft(target),
    `${id}-send`,
    draftKey(target),
    // A problem this target does not offer (a stored draft of another version) is not restored.
    (stored) => problemsOf[target.kind].includes(stored.problem),
  )

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const checked = checkDraft(draft, target)
    if ('errors' in checked) {
      setErrors(checked.errors)
      const first = [...fieldsOf[draft.problem], 'note' as const].find((f) => checked.errors[f])
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    setErrors({})
    setRecord(reportRecord(target, draft.problem, checked.correction, draft.note))
  }

  const errorText = (field: DraftField): string | undefined => {
    switch (errors[field]) {
      case 'required':
        return t`入力してください。`
      case 'time':
        return t`「3:15」や「1:02:03」のように書いてください。`
      case 'video':
        return t`YouTube の動画の URL ではありません。`
      case 'unchanged':
        return t`今のデータと同じです。`
      default:
        return undefined
    }
  }
  // A correction is said in words unlike those of the current value shown above it; a missing
  // song has no current value.
  const missing = draft.problem === 'missing-song'
  const labels: Record<DraftField, string> = {
    songTime: missing ? t`開始時刻` : t`正しい開始時刻`,
    songName: missing ? t`曲名` : t`正しい曲名`,
    singer: missing ? t`アーティスト` : t`正しいアーティスト`,
    videoUrl: t`見られる動画の URL（わかれば）`,
    note: draft.problem === 'other' ? t`どこが違うか` : t`補足（なくてもかまいません）`,
  }
  const about = describe(target)
  const { streamName, songName } = about
  // A link the router follows leaves for its page: the dialog closes as by its close button (the
  // opener gets the focus back, should it stay). One opened in a new tab leaves the dialog open.
  const closeIfFollowed = (event: MouseEvent) => {
    const click = event.nativeEvent
    queueMicrotask(() => {
      if (click.defaultPrevented) dialog.current?.close()
    })
  }

  return createPortal(
    <dialog
      ref={dialog}
      className="report-dialog issue-dialog"
      aria-labelledby={`${id}-title`}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>
        {songName === null ? t`配信「${streamName}」の誤りを報告` : t`「${songName}」の誤りを報告`}
      </h2>
      <dl className="report-dialog__facts">
        {about.songPage !== null && (
          <div>
            <dt>{t`曲`}</dt>
            <dd>
              <Link
                to="/{-$locale}/songs/$slug"
                params={{ locale: prefix, slug: about.songPage }}
                lang="ja"
                onClick={closeIfFollowed}
              >
                {songName}
              </Link>
            </dd>
          </div>
        )}
        <div>
          <dt>{t`配信`}</dt>
          <dd>
            <Link
              to="/{-$locale}/streams/$stream"
              params={{ locale: prefix, stream: about.streamPage }}
              lang="ja"
              onClick={closeIfFollowed}
            >
              {streamName}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t`日付`}</dt>
          <dd>{about.dateVisible ? formatLongDate(about.isoDate) : t`日付非公開`}</dd>
        </div>
        {about.startSeconds !== null && (
          <div>
            <dt>{t`開始時刻`}</dt>
            <dd>{formatSongTime(about.startSeconds)}</dd>
          </div>
        )}
      </dl>
      <form className="contrib-form" noValidate onSubmit={submit}>
        <fieldset>
          <legend>{t`何が違いますか`}</legend>
          {problemsOf[target.kind].map((problem) => (
            <label key={problem} className="contrib-choice">
              <input
                type="radio"
                name={`${id}-problem`}
                value={problem}
                checked={draft.problem === problem}
                onChange={() => {
                  update({ problem })
                  setErrors({})
                }}
              />
              {i18n._(problemLabels[problem])}
            </label>
          ))}
        </fieldset>
        {fieldsOf[draft.problem].map((field) => (
          <LimitedTextField
            key={field}
            id={`${id}-${field}`}
            field={field}
            label={labels[field]}
            hint={field === 'songTime' ? t`例: 3:15、1:02:03` : undefined}
            error={errorText(field)}
            type={field === 'videoUrl' ? 'url' : 'text'}
            lang={field === 'songName' || field === 'singer' ? 'ja' : undefined}
            value={draft[field]}
            onChange={(value) => update({ [field]: value })}
          />
        ))}
        <LimitedTextField
          id={`${id}-note`}
          field="note"
          label={labels.note}
          error={errorText('note')}
          rows={3}
          value={draft.note}
          onChange={(note) => update({ note })}
        />
        <p className="send-issue__actions">
          <button type="submit" className="button button--primary">
            {t`報告の文面を作る`}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              reset()
              setErrors({})
            }}
          >
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
      {record && (
        <section aria-labelledby={`${id}-send`}>
          <h3 id={`${id}-send`} tabIndex={-1}>
            {t`報告を送る`}
          </h3>
          <FormErrorBoundary resetKey={record}>
            <DraftSent value={forget}>
              <SendReport target={target} record={record} />
            </DraftSent>
          </FormErrorBoundary>
        </section>
      )}
    </dialog>,
    document.body,
  )
}
