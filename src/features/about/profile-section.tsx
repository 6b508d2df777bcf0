import { useLingui } from '@lingui/react/macro'

import { formatMonthDay } from '#src/i18n/calendar-format.ts'
import { useSiteContent } from '#src/shared/content/use-content.ts'

function Chips({ items }: { items: readonly string[] }) {
  return (
    <ul className="chips">
      {items.map((item) => (
        <li key={item} className="chip">
          {item}
        </li>
      ))}
    </ul>
  )
}

/** Name, blurb, birthday, likes and the fans' own marks, all from the content's `profile.ts`. */
export function ProfileSection() {
  const { t } = useLingui()
  const { profile } = useSiteContent()
  const birthday = formatMonthDay(profile.birthday.month, profile.birthday.day)
  const { birthdayNote } = profile
  const { portrait } = profile
  return (
    <section className="section profile card" aria-labelledby="profile-title">
      <img
        className="profile__art"
        // The page's largest paint on a phone: fetched ahead of the scripts, not after them.
        fetchPriority="high"
        src={portrait.src}
        width={portrait.width}
        height={portrait.height}
        alt={portrait.alt}
      />
      <div className="profile__body">
        <h2 id="profile-title">{t`プロフィール`}</h2>
        {profile.blurb.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <dl className="facts">
          <div>
            <dt>{t`名前`}</dt>
            <dd>
              {profile.name}{' '}
              <span className="facts__aside" translate="no" lang="en">
                {profile.romanizedName}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t`肩書き`}</dt>
            <dd>{profile.nameTitle}</dd>
          </div>
          <div>
            <dt>{t`誕生日`}</dt>
            <dd>{birthdayNote ? t`${birthday}（${birthdayNote}）` : birthday}</dd>
          </div>
          <div>
            <dt>{t`好きなもの`}</dt>
            <dd>
              <Chips items={profile.likes} />
            </dd>
          </div>
          <div>
            <dt>{t`好きな食べ物`}</dt>
            <dd>
              <Chips items={profile.favoriteFoods} />
            </dd>
          </div>
        </dl>
        <h3>{t`ファンのみなさんへ`}</h3>
        <dl className="facts">
          <div>
            <dt>{t`ファンマーク`}</dt>
            <dd translate="no">{profile.fanMark}</dd>
          </div>
          <div>
            <dt>{t`ファンネーム`}</dt>
            <dd>{profile.fanName}</dd>
          </div>
          <div>
            <dt>{t`ファンタグ`}</dt>
            <dd>
              <span className="tag" translate="no" lang="ja">
                {profile.fanTag}
              </span>{' '}
              {t`配信の感想や歌のリクエストに`}
            </dd>
          </div>
          <div>
            <dt>{t`ファンアート`}</dt>
            <dd>
              <span className="tag" translate="no" lang="ja">
                {profile.fanArtTag}
              </span>{' '}
              {t`イラストや創作の投稿に`}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
