// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { activateLocale, i18n } from '#src/i18n/catalog.ts'

import { ShowMoreButton } from './show-more-button.tsx'

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
)

// An observer that, like the browser's, reports a watched element's state as soon as it watches.
class NearObserver {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    )
  }
  disconnect() {}
}

describe('ShowMoreButton', () => {
  beforeAll(() => activateLocale('ja', ['songs']))
  beforeEach(() => vi.stubGlobal('IntersectionObserver', NearObserver))
  afterEach(() => vi.unstubAllGlobals())

  it('asks for the next batch again when the list grew but the button is still near', () => {
    const onShowMore = vi.fn()
    const { rerender } = render(<ShowMoreButton onShowMore={onShowMore} end={40} />, { wrapper })
    expect(onShowMore).toHaveBeenCalledTimes(1)
    rerender(<ShowMoreButton onShowMore={onShowMore} end={140} />)
    expect(onShowMore).toHaveBeenCalledTimes(2)
    expect(onShowMore).toHaveBeenLastCalledWith(false)
  })

  it('says when it was pressed, not neared', () => {
    const onShowMore = vi.fn()
    render(<ShowMoreButton onShowMore={onShowMore} end={40} />, { wrapper })
    fireEvent.click(screen.getByRole('button', { name: 'もっと見る' }))
    expect(onShowMore.mock.calls).toEqual([[false], [true]])
  })

  it('does not ask again while the list stays as it is', () => {
    const onShowMore = vi.fn()
    const { rerender } = render(<ShowMoreButton onShowMore={onShowMore} end={40} />, { wrapper })
    rerender(<ShowMoreButton onShowMore={() => onShowMore()} end={40} />)
    expect(onShowMore).toHaveBeenCalledTimes(1)
  })
})
