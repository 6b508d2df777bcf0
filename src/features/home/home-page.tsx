import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

import { useCurrentLocale } from '#src/i18n/use-locale.ts'
import { useSiteContent } from '#src/shared/content/use-content.ts'

import { ArchiveGlance } from './archive-glance.tsx'

export function HomePage() {
  const { t } = useLingui()
  const { profile } = useSiteContent()
  const { heroImage } = profile
  const { prefix } = useCurrentLocale()
  const params = { locale: prefix }
  return (
    <article className="page page--home">
      <aside className="notice-strip" aria-label={t`お知らせ`}>
        <p>
          {t`ファンが運営する非公式サイトです。情報はリアルタイムではないため、最新情報はご本人のチャンネルでご確認ください。`}{' '}
          <a href="#site-notices">{t`お知らせを読む`}</a>
        </p>
      </aside>
      <section className="hero card" aria-labelledby="home-title">
        <div className="hero__text">
          <p className="eyebrow">{profile.nameTitle}</p>
          <h1 id="home-title">{profile.name}</h1>
          <p className="hero__romanized" translate="no" lang="en">
            {profile.romanizedName}
          </p>
          {profile.blurb.map((paragraph) => (
            <p key={paragraph} className="hero__blurb">
              {paragraph}
            </p>
          ))}
          <ul className="chips" aria-label={t`ファンのしるし`}>
            <li className="chip">
              <span className="visually-hidden">{t`ファンマーク`}</span>
              <span translate="no">{profile.fanMark}</span>
            </li>
            <li className="chip">{profile.fanName}</li>
            <li className="chip" translate="no" lang="ja">
              {profile.fanTag}
            </li>
          </ul>
          <div className="hero__actions">
            <Link to="/{-$locale}/songlist" params={params} className="button button--primary">
              {t`歌リストを見る`}
            </Link>
            <Link to="/{-$locale}/about" params={params} className="button button--secondary">
              {t`プロフィールを見る`}
            </Link>
          </div>
        </div>
        <img
          className="hero__art"
          // The page's largest paint on a phone: fetched ahead of the scripts, not after them.
          fetchPriority="high"
          src={heroImage.src}
          width={heroImage.width}
          height={heroImage.height}
          alt={heroImage.alt}
        />
      </section>
      <ArchiveGlance />
    </article>
  )
}
