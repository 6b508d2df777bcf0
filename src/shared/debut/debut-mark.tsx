import { useLingui } from '@lingui/react/macro'

import './debut-mark.css'

/** Marks a performance that is its song's first in the archive (`Performance.debut`). */
export function DebutMark() {
  const { t } = useLingui()
  return (
    <span className="debut-mark">
      {t({ message: '初披露', comment: 'A song sung for the first time in the archive' })}
    </span>
  )
}
