import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { formatMonthDay } from '../../i18n/calendar-format'
import { profile } from '../profile/profile'

function Chips({ items }: { items: readonly MessageDescriptor[] }) {
  const { i18n } = useLingui()
  return (
    <ul className="chips">
      {items.map((item) => (
        <li key={item.id} className="chip">
          {i18n._(item)}
        </li>
      ))}
    </ul>
  )
}

/** Name, blurb, birthday, likes and the fans' own marks, all from `profile/profile.ts`. */
export function ProfileSection() {
  const { t, i18n } = useLingui()
  const birthday = formatMonthDay(profile.birthday.month, profile.birthday.day)
  return (
    <section className="section profile card" aria-labelledby="profile-title">
      <img
        className="profile__art"
        src="/images/outfit-new.svg"
        width="320"
        height="320"
        alt={t`リボンと星の髪飾りをつけたペンギンの歌い手のイラスト`}
      />
      <div className="profile__body">
        <h2 id="profile-title">{t`プロフィール`}</h2>
        {profile.blurb.map((paragraph) => (
          <p key={paragraph.id}>{i18n._(paragraph)}</p>
        ))}
        <dl className="facts">
          <div>
            <dt>{t`名前`}</dt>
            <dd>
              {i18n._(profile.name)}{' '}
              <span className="facts__aside" translate="no" lang="en">
                {profile.romanizedName}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t`肩書き`}</dt>
            <dd>{i18n._(profile.nameTitle)}</dd>
          </div>
          <div>
            <dt>{t`誕生日`}</dt>
            <dd>{t`${birthday}（世界ペンギンの日）`}</dd>
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
            <dd>{i18n._(profile.fanName)}</dd>
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
