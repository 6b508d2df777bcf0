// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { useEffect } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { type DraftParam, useDraftParam } from './use-draft-param.ts'
import { useFieldText } from './use-field-text.ts'

const draftOf = (value: string, revision = 0): DraftParam => ({
  value,
  revision,
  typed: () => value,
  change: vi.fn(),
  commit: vi.fn(),
  handOver: vi.fn(),
})

describe('useFieldText', () => {
  it('shows a key at once and hands it to the draft', () => {
    const draft = draftOf('')
    const { result } = renderHook(() => useFieldText(draft))
    act(() => result.current[1]('よ'))
    expect(result.current[0]).toBe('よ')
    expect(draft.change).toHaveBeenCalledWith('よ')
  })

  it('keeps the typed text through a render of the draft before it', () => {
    const { result, rerender } = renderHook(({ draft }) => useFieldText(draft), {
      initialProps: { draft: draftOf('') },
    })
    act(() => result.current[1]('よる'))
    rerender({ draft: draftOf('よ') })
    expect(result.current[0]).toBe('よる')
  })

  it("shows the draft's text once the draft took the URL's", () => {
    const { result, rerender } = renderHook(({ draft }) => useFieldText(draft), {
      initialProps: { draft: draftOf('') },
    })
    act(() => result.current[1]('よる'))
    rerender({ draft: draftOf('lemon', 1) })
    expect(result.current[0]).toBe('lemon')
  })
})

describe('useDraftParam', () => {
  function Field({ draft, typed }: { draft: DraftParam; typed: string }) {
    // As a field does with text typed before the page hydrated: a child's effect runs first.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
    useEffect(() => draft.change(typed), [])
    return <p>{draft.value}</p>
  }
  function Page({ url, write }: { url: string; write: (value: string) => void }) {
    const draft = useDraftParam(url, write)
    return (
      <>
        <Field draft={draft} typed="よる" />
        <button type="button" onClick={draft.commit}>
          commit
        </button>
      </>
    )
  }

  it('commits the text changed while it was mounted', async () => {
    const write = vi.fn()
    render(<Page url="" write={write} />)
    act(() => screen.getByRole('button').click())
    expect(write).toHaveBeenCalledWith('よる', false)
    expect(await screen.findByText('よる')).toBeInTheDocument()
  })

  it("takes a key's text after the key's frame, not in its own render", async () => {
    const { result } = renderHook(() => useDraftParam('', vi.fn()))
    act(() => result.current.change('よる'))
    expect(result.current.value).toBe('')
    await waitFor(() => expect(result.current.value).toBe('よる'))
  })

  it("counts the times it took the URL's text, not its own", async () => {
    const write = vi.fn()
    const { result, rerender } = renderHook(({ url }) => useDraftParam(url, write), {
      initialProps: { url: '' },
    })
    act(() => result.current.change('よる'))
    await waitFor(() => expect(result.current.value).toBe('よる'))
    act(() => result.current.commit())
    rerender({ url: 'よる' })
    expect(result.current.revision).toBe(0)
    rerender({ url: 'lemon' })
    expect(result.current).toMatchObject({ value: 'lemon', revision: 1 })
  })
})
