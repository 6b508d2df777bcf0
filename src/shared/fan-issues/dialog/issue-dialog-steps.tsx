import { useLingui } from '@lingui/react/macro'
import type { ReactNode, RefObject } from 'react'

import { FormErrorBoundary } from '#src/shared/fan-issues/send/form-error.tsx'
import { DraftSent } from '#src/shared/fan-issues/send/session-draft.ts'

import './issue-dialog.css'

/** The form's buttons in a dialog that writes an issue: make the text, clear the form, close. */
export function IssueFormActions({
  make,
  onClear,
  dialog,
}: {
  /** The submit button's label: what the text made is (a report, a notice). */
  make: string
  onClear: () => void
  dialog: RefObject<HTMLDialogElement | null>
}) {
  const { t } = useLingui()
  return (
    <p className="send-issue__actions">
      <button type="submit" className="button button--primary">
        {make}
      </button>
      <button type="button" className="button button--secondary" onClick={onClear}>
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
  )
}

/**
 * The text made from the form and the ways to send it, under a heading (`headingId`, which the
 * dialog focuses once it is made). A send forgets the tab's draft; a failure stays in the dialog
 * until the next text is made (`made`).
 */
export function IssueSendSection({
  headingId,
  heading,
  made,
  forget,
  children,
}: {
  headingId: string
  heading: string
  made: unknown
  forget: () => void
  children: ReactNode
}) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} tabIndex={-1}>
        {heading}
      </h3>
      <FormErrorBoundary resetKey={made}>
        <DraftSent value={forget}>{children}</DraftSent>
      </FormErrorBoundary>
    </section>
  )
}
