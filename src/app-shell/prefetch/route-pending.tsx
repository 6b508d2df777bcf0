import { useLingui } from '@lingui/react/macro'

/** The router shows this only when a route takes longer than `defaultPendingMs` to load. */
export function RoutePending() {
  const { t } = useLingui()
  const label = t`読み込み中…`
  return (
    <p className="route-pending" role="status">
      {/* The next page's head is not known yet: name the tab for what it shows. */}
      <title>{label}</title>
      {label}
    </p>
  )
}
