import { useLingui } from '@lingui/react/macro'
import { channels } from '../profile/channels'
import { notices } from '../profile/notices'
import { ExternalLink } from './external-link'

/** The four notices, each under its own heading, from the `profile/notices` content module. */
export function SiteNotices() {
  const { t, i18n } = useLingui()
  return (
    <ul className="notices">
      <li className="notice">
        <h3>{t`ファンによる非公式サイト`}</h3>
        <p>{i18n._(notices.fanMade)}</p>
      </li>
      <li className="notice">
        <h3>{t`最新情報はご本人のチャンネルへ`}</h3>
        <p>{i18n._(notices.notRealTime)}</p>
        <ul aria-label={t`白鳥ぺぺさんのチャンネル`}>
          {channels.map((c) => (
            <li key={c.url}>
              <ExternalLink href={c.url}>
                <span translate="no">{c.service}</span> <span translate="no">{c.handle}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </li>
      <li className="notice">
        <h3>{t`画像について`}</h3>
        <p>{i18n._(notices.images)}</p>
      </li>
      <li className="notice">
        <h3>{t`参加しませんか`}</h3>
        <p>{i18n._(notices.join)}</p>
        <ul>
          <li>
            <ExternalLink href={notices.joinLink.url}>
              {i18n._(notices.joinLink.label)}
            </ExternalLink>
          </li>
        </ul>
      </li>
    </ul>
  )
}
