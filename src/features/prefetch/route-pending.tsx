import { useLingui } from '@lingui/react/macro'

/** The router shows this only when a route takes longer than `defaultPendingMs` to load. */
export function RoutePending() {
  const { t } = useLingui()
  return (
    <p className="route-pending" role="status">
      {t`読み込み中…`}
    </p>
  )
}
