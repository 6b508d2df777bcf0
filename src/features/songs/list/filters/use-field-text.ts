import { useState } from 'react'

import type { DraftParam } from './use-draft-param.ts'

/**
 * The text a draft's field shows, and its change. A key sets it in the key's own event, which
 * renders the field alone; the draft, and with it the page, the controls and the list, follow
 * after that frame (`useDraftParam`).
 */
export function useFieldText(draft: DraftParam): [string, (text: string) => void] {
  const [text, setText] = useState(draft.value)
  const [revision, setRevision] = useState(draft.revision)
  if (draft.revision !== revision) {
    // The draft took the URL's text (back, a reset, a link): the field shows it.
    setRevision(draft.revision)
    setText(draft.value)
  }
  const change = (next: string) => {
    setText(next)
    draft.change(next)
  }
  return [text, change]
}
