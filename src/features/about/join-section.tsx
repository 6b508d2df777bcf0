import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'

/** How fans who do not code help: send a setlist from the form, report a mistake on the list. */
export function JoinSection() {
  const { t } = useLingui()
  const { prefix } = useCurrentLocale()
  const params = { locale: prefix }
  return (
    <section className="section" aria-labelledby="join-title">
      <h2 id="join-title">{t`サイトづくりに参加する`}</h2>
      <p className="section__lead">
        {t`歌リストは、ファンが書いたタイムスタンプから作っています。コードを書かなくても、ブラウザから手伝えます。`}
      </p>
      <ul>
        <li>
          <Trans>
            歌リストにない配信は、
            <Link to="/{-$locale}/contribute" params={params}>
              セトリを送る
            </Link>
            から、タイムスタンプのコメントを貼り付けて送れます。
          </Trans>
        </li>
        <li>
          <Trans>
            時刻や曲名の誤り、抜けている曲は、
            <Link to="/{-$locale}/songlist" params={params}>
              歌リスト
            </Link>
            の各曲と各配信にある「報告」ボタンから知らせてください。
          </Trans>
        </li>
      </ul>
    </section>
  )
}
