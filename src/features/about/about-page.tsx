import { useLingui } from '@lingui/react/macro'

export function AboutPage() {
  const { t } = useLingui()
  return (
    <article className="page page--about">
      <h1>{t`白鳥ぺぺについて`}</h1>
    </article>
  )
}
