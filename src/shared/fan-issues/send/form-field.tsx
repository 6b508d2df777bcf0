import type { ReactNode } from 'react'

/** What a control needs to be read out with its hint, its error and its count. */
export interface Described {
  'aria-describedby'?: string
  'aria-invalid'?: true
}

/**
 * A labelled field of the contribution forms: the hint above the control, the error, the count of
 * characters and a notice (what was left out of a paste) below, all tied to it. The notice's place
 * is there, empty, whenever the field can have one, so that a new notice is read out. `children`
 * renders the control with the given id and description.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  count,
  countLive,
  notice,
  children,
}: {
  id: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  count?: string | undefined
  /** Whether a change of the count is read out as it happens (near the limit). */
  countLive?: boolean
  notice?: string | undefined
  children: (described: Described) => ReactNode
}) {
  const described = [
    hint && `${id}-hint`,
    error && `${id}-error`,
    count && `${id}-count`,
    notice && `${id}-notice`,
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="contrib-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="contrib-hint">
          {hint}
        </p>
      )}
      {children({
        ...(described ? { 'aria-describedby': described } : {}),
        ...(error ? { 'aria-invalid': true } : {}),
      })}
      {error && (
        <p id={`${id}-error`} className="contrib-error">
          {error}
        </p>
      )}
      {count && (
        <p id={`${id}-count`} className="contrib-count" aria-live={countLive ? 'polite' : 'off'}>
          {count}
        </p>
      )}
      {notice !== undefined && (
        <p id={`${id}-notice`} className="contrib-notice" aria-live="polite">
          {notice}
        </p>
      )}
    </div>
  )
}
