import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'

import { formatYear } from '#src/i18n/calendar-format.ts'
import { useCurrentLocale } from '#src/i18n/use-locale.ts'

import './recap-links.css'

/** Links to each year's recap page (`/recap/2025`), newest first. */
export function RecapLinks({ years }: { years: readonly number[] }) {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const id = useId()
  if (years.length === 0) return null
  return (
    <nav className="recap-links" aria-labelledby={id}>
      <span id={id} className="recap-links__label">
        {t`年ごとのまとめ`}
      </span>
      <ul>
        {years.map((year) => (
          <li key={year}>
            <Link to="/{-$locale}/recap/$year" params={{ locale: prefix, year: String(year) }}>
              {formatYear(year)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
