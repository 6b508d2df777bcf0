import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** How every link off the site opens: a new tab, without the opener or the referrer. */
export const externalLinkAttributes = { target: '_blank', rel: 'noopener noreferrer' } as const

/** A link off the site, whose new tab is said to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <a href={href} {...externalLinkAttributes}>
      {children}
      <span className="visually-hidden">{t`（新しいタブで開きます）`}</span>
    </a>
  )
}
