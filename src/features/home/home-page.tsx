import { useLingui } from '@lingui/react/macro'

export function HomePage() {
  const { t } = useLingui()
  return (
    <article className="page page--home">
      <h1>{t`白鳥ぺぺ ファンサイトへようこそ`}</h1>
    </article>
  )
}
