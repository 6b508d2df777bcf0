import { useLingui } from '@lingui/react/macro'

export function SiteFooter() {
  const { t } = useLingui()
  return (
    <footer className="site-footer">
      <p>{t`このサイトはファンが運営する非公式サイトです。`}</p>
    </footer>
  )
}
