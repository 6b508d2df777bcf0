// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { beforeAll, describe, expect, it } from 'vitest'

import { activateLocale, i18n } from '#src/i18n/catalog.ts'

import { fieldLimits } from './field-limits.ts'
import { LimitedTextField } from './limited-text-field.tsx'

function Note({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <I18nProvider i18n={i18n}>
      <LimitedTextField
        id="note"
        field="note"
        label="補足"
        hint="なくてもかまいません"
        rows={3}
        value={value}
        onChange={setValue}
      />
    </I18nProvider>
  )
}

const field = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: '補足' })
const type = (value: string) => fireEvent.change(field(), { target: { value } })

describe('LimitedTextField', () => {
  beforeAll(() => activateLocale('ja', ['report']))

  it('shows the count and its limit, read out with the field', () => {
    render(<Note initial={'a'.repeat(1234)} />)
    expect(screen.getByText('1,234 / 2,000 文字')).toBeVisible()
    expect(field().getAttribute('aria-describedby')).toBe('note-hint note-count')
  })

  it('cuts a paste at the limit and says so, keeping what was typed around it', () => {
    expect(fieldLimits.note).toBe(2000)
    render(<Note initial="前後" />)
    type(`前${'x'.repeat(2500)}後`)
    expect(field().value).toBe(`前${'x'.repeat(1998)}後`)
    expect(screen.getByText('2,000 / 2,000 文字')).toBeVisible()
    const notice = screen.getByText('上限の2,000文字を超えた502文字は入りませんでした。')
    expect(notice.getAttribute('aria-live')).toBe('polite')
    expect(field().getAttribute('aria-describedby')).toContain(notice.id)
    // The next edit that fits takes the notice away.
    type('前後')
    expect(screen.queryByText(/入りませんでした/)).toBeNull()
  })

  it('takes control and bidirectional characters out of what is typed, and says so', () => {
    render(<Note />)
    type('a\0b\x07c\x1Bd\u202Ee\tf\ng')
    expect(field().value).toBe('abcde\tf\ng')
    expect(screen.getByText('見えない制御文字など4文字を取り除きました。')).toBeVisible()
  })

  it('fits what an IME composes when it is committed, not while it is composed', () => {
    render(<Note initial={'a'.repeat(1999)} />)
    fireEvent.compositionStart(field())
    type(`${'a'.repeat(1999)}よる`)
    expect(field().value).toBe(`${'a'.repeat(1999)}よる`)
    fireEvent.compositionEnd(field())
    expect(field().value).toBe(`${'a'.repeat(1999)}よ`)
    expect(screen.getByText('上限の2,000文字を超えた1文字は入りませんでした。')).toBeVisible()
  })

  it('reads the count out as it changes only near the limit', () => {
    render(<Note />)
    type('a'.repeat(1799))
    const count = screen.getByText('1,799 / 2,000 文字')
    expect(count.getAttribute('aria-live')).toBe('off')
    type('a'.repeat(1800))
    expect(count.textContent).toBe('1,800 / 2,000 文字')
    expect(count.getAttribute('aria-live')).toBe('polite')
  })
})
