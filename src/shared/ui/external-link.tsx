import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A link off the site: a new tab (said to screen readers), without the opener or the referrer. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t`（新しいタブで開きます）`}</span>
    </a>
  )
}
