import { useLingui } from '@lingui/react/macro'

import { useLoadedSiteContent } from '#src/shared/content/use-content.ts'
import { ExternalLink } from '#src/shared/ui/external-link.tsx'

/**
 * The notices, each under its own heading: four from the content's `notices.ts`, and what the
 * player sends to YouTube, which is the code's doing and the same for every fan group.
 */
export function SiteNotices() {
  const { t } = useLingui()
  const content = useLoadedSiteContent()
  // Around a page that failed to load, the footer waits for the content with the page.
  if (!content) return null
  const { channels, notices, profile } = content
  const name = profile.name
  return (
    <ul className="notices">
      <li className="notice">
        <h3>{t`ファンによる非公式サイト`}</h3>
        <p>{notices.fanMade}</p>
      </li>
      <li className="notice">
        <h3>{t`最新情報はご本人のチャンネルへ`}</h3>
        <p>{notices.notRealTime}</p>
        <ul aria-label={t`${name}さんのチャンネル`}>
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
        <p>{notices.images}</p>
      </li>
      <li className="notice">
        <h3>{t`プレーヤーについて`}</h3>
        <p>{t`このサイトのプレーヤーは、再生ボタンを押したときにはじめて YouTube（youtube-nocookie.com）に接続します。それまでは YouTube に何も送りません。`}</p>
      </li>
      <li className="notice">
        <h3>{t`参加しませんか`}</h3>
        <p>{notices.join}</p>
        <ul>
          <li>
            <ExternalLink href={notices.joinLink.url}>{notices.joinLink.label}</ExternalLink>
          </li>
        </ul>
      </li>
    </ul>
  )
}
