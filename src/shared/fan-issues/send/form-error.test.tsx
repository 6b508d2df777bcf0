// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'

import { activateLocale, i18n } from '#src/i18n/catalog.ts'
import { expectConsole } from '#tests/console.ts'

import { FormErrorBoundary } from './form-error.tsx'

function Result({ fail }: { fail: boolean }) {
  if (fail) throw new RangeError('Maximum call stack size exceeded')
  return <p>結果</p>
}

const page = (fail: boolean, resetKey: object) => (
  <I18nProvider i18n={i18n}>
    <textarea aria-label="下書き" defaultValue="入力した内容" />
    <FormErrorBoundary resetKey={resetKey}>
      <Result fail={fail} />
    </FormErrorBoundary>
  </I18nProvider>
)

describe('FormErrorBoundary', () => {
  beforeAll(() => activateLocale('ja', ['setlist-check']))

  it('says in the form that making the result failed, keeps the draft, and tries a new result', () => {
    // React logs an error its boundary caught.
    const logged = expectConsole('error')
    const first = {}
    const { rerender } = render(page(true, first))
    expect(screen.getByRole('alert').textContent).toMatch(/入力した内容はそのまま残っています/)
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '下書き' }).value).toBe(
      '入力した内容',
    )
    expect(logged).toHaveBeenCalled()
    rerender(page(false, first))
    expect(screen.queryByText('結果')).toBeNull()
    rerender(page(false, {}))
    expect(screen.getByText('結果')).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
