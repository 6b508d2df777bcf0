import { useLingui } from '@lingui/react/macro'
import { type ChangeEvent, type CompositionEvent, useRef, useState } from 'react'

import { FormField } from '#src/shared/fan-issues/send/form-field.tsx'

import { fieldLimits, type LimitedField } from './field-limits.ts'
import { characterCount, type Fitted, fitText } from './fit-text.ts'

import './limited-text-field.css'

type Control = HTMLInputElement | HTMLTextAreaElement

/** Within a tenth of the limit the count is read out as it changes, else only with the field. */
const isNear = (count: number, max: number) => count >= max - Math.ceil(max / 10)

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
  const composing = useRef<string | null>(null)
  const [fitted, setFitted] = useState<Pick<Fitted, 'cut' | 'removed'>>({ cut: 0, removed: 0 })

  const count = characterCount(value)

  const take = (control: Control, previous: string) => {
    const next = control.value
    const result = fitText(previous, next, max)
    setFitted(result)
    onChange(result.text)
    // A cut or cleaned text puts the caret at the end; once drawn, it goes after what was inserted.
    if (result.text !== next)
      requestAnimationFrame(() => control.setSelectionRange(result.caret, result.caret))
  }
  const change = (event: ChangeEvent<Control>) => {
    if (composing.current === null) take(event.currentTarget, value)
    else onChange(event.currentTarget.value)
  }
  const compositionEnd = (event: CompositionEvent<Control>) => {
    const before = composing.current ?? value
    composing.current = null
    take(event.currentTarget, before)
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
  const props = {
    id,
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
      countLive={isNear(count, max)}
      notice={notice}
    >
      {(described) =>
        rows === undefined ? (
          <input type={type} {...props} {...described} />
        ) : (
          <textarea rows={rows} {...props} {...described} />
        )
      }
    </FormField>
  )
}
