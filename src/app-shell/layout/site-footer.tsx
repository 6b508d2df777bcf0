import { useLingui } from '@lingui/react/macro'

import { SiteNotices } from './site-notices.tsx'

/** Every page ends with the notices: fan-made, not real-time, image permission, how to join. */
export function SiteFooter() {
  const { t } = useLingui()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <h2 id="site-notices">{t`このサイトについて`}</h2>
        <SiteNotices />
      </div>
    </footer>
  )
}
