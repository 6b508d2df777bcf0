import { useLingui } from '@lingui/react/macro'
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type CompositionEvent,
} from 'react'
import { FormField } from '../contribute/form-field'
import { fieldLimits, type LimitedField } from './field-limits'
import { characterCount, fitText, type Fitted } from './fit-text'
import './limited-text-field.css'

type Control = HTMLInputElement | HTMLTextAreaElement

/** The remaining room under which the count is read out as the visitor types. */
const nearLimit = (max: number) => Math.ceil(max / 10)
// Read out once typing pauses, not at every key.
const announceAfterMs = 1000

/**
 * A labelled text field that holds at most its field's limit (`field-limits.ts`), with the count
 * below it. What a visitor types or pastes is cleaned of unsafe characters and cut at the limit,
 * saying so under the field; what was there before stays. An IME's text is fitted when it is
 * committed, not while it is composed.
 */
export function LimitedTextField({
  id,
  field,
  label,
  hint,
  error,
  value,
  onChange,
  rows,
  type = 'text',
  lang,
}: {
  id: string
  field: LimitedField
  label: string
  hint?: string | undefined
  error?: string | undefined
  value: string
  onChange: (value: string) => void
  /** A multi-line field of this many rows; a one-line field without. */
  rows?: number
  type?: 'text' | 'url'
  lang?: string | undefined
}) {
  const { t, i18n } = useLingui()
  const max = fieldLimits[field]
  const control = useRef<Control>(null)
  const composing = useRef<string | null>(null)
  const caret = useRef<number | null>(null)
  const [fitted, setFitted] = useState<Pick<Fitted, 'cut' | 'removed'>>({ cut: 0, removed: 0 })
  const [announced, setAnnounced] = useState('')

  const count = characterCount(value)
  const remaining = max - count
  const left = i18n.number(remaining)
  const near = remaining <= nearLimit(max) ? t`残り${left}文字` : ''
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(near), announceAfterMs)
    return () => clearTimeout(timer)
  }, [near])

  // A cut or cleaned text moves the caret to the end; put it back after what was inserted.
  useLayoutEffect(() => {
    if (caret.current === null) return
    control.current?.setSelectionRange(caret.current, caret.current)
    caret.current = null
  })

  const take = (previous: string, next: string) => {
    const result = fitText(previous, next, max)
    setFitted({ cut: result.cut, removed: result.removed })
    if (result.text !== next) caret.current = result.caret
    onChange(result.text)
  }
  const change = (event: ChangeEvent<Control>) => {
    const next = event.target.value
    if (composing.current === null) take(value, next)
    else onChange(next)
  }
  const compositionEnd = (event: CompositionEvent<Control>) => {
    const before = composing.current ?? value
    composing.current = null
    take(before, event.currentTarget.value)
  }

  const typed = i18n.number(count)
  const limit = i18n.number(max)
  const cut = i18n.number(fitted.cut)
  const removed = i18n.number(fitted.removed)
  const notice = [
    fitted.cut > 0 && t`上限の${limit}文字を超えた${cut}文字は入りませんでした。`,
    fitted.removed > 0 && t`見えない制御文字など${removed}文字を取り除きました。`,
  ]
    .filter(Boolean)
    .join(' ')
  const setControl = (element: Control | null) => {
    control.current = element
  }
  const props = {
    id,
    ref: setControl,
    value,
    lang,
    onChange: change,
    onCompositionStart: () => {
      composing.current = value
    },
    onCompositionEnd: compositionEnd,
  }

  return (
    <FormField
      id={id}
      label={label}
      hint={hint}
      error={error}
      count={t`${typed} / ${limit} 文字`}
      notice={notice}
    >
      {(described) => (
        <>
          {rows === undefined ? (
            <input type={type} {...props} {...described} />
          ) : (
            <textarea rows={rows} {...props} {...described} />
          )}
          <span className="visually-hidden" aria-live="polite">
            {announced}
          </span>
        </>
      )}
    </FormField>
  )
}
