import { useLingui } from '@lingui/react/macro'

import type * as MissDialogModule from '#src/features/songs/miss/miss-dialog.tsx'
import { loadMessages } from '#src/i18n/catalog.ts'
import { onDemand } from '#src/shared/ui/on-demand.ts'
import { useOverlayOnDemand } from '#src/shared/ui/overlay-on-demand.ts'
import { PartLoadFailure } from '#src/shared/ui/part-load-failure.tsx'

// The dialog and its messages (the report dialog's catalog) load on the first press.
const missDialog = onDemand(() =>
  Promise.all([import('#src/features/songs/miss/miss-dialog.tsx'), loadMessages('report')]).then(
    ([code]) => code,
  ),
)

/**
 * Under the results of a search: a fan who did not find the song they meant tells the
 * maintainers what they typed, and the song once they find it, so the next build finds it.
 */
export function MissLink({ query }: { query: string }) {
  const { t } = useLingui()
  const { open, show, close, failure, loaded } = useOverlayOnDemand<
    { opener: HTMLElement; query: string },
    typeof MissDialogModule
  >(missDialog)
  if (query.trim() === '' && !open) return null
  const Dialog = loaded?.MissDialog
  return (
    <div className="song-miss">
      <button
        type="button"
        className="song-miss__open"
        onClick={(event) => show({ opener: event.currentTarget, query })}
      >
        {t`探している曲が見つからない？`}
      </button>
      {open && Dialog && (
        <Dialog
          query={open.query}
          onClose={() => {
            close()
            open.opener.focus()
          }}
        />
      )}
      {failure && (
        <PartLoadFailure part="report" onRetry={failure.retry} onDismiss={failure.dismiss} />
      )}
    </div>
  )
}
