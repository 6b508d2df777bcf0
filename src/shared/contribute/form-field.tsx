import type { ReactNode } from 'react'

/** What a control needs to be read out with its hint and its error. */
export interface Described {
  'aria-describedby'?: string
  'aria-invalid'?: true
}

/**
 * A labelled field of the contribution forms: the hint above the control, the error below, both
 * tied to it. `children` renders the control with the given id and description.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string | undefined
  error?: string | undefined
  children: (described: Described) => ReactNode
}) {
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
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
    </div>
  )
}
