import { useLingui } from '@lingui/react/macro'
import { profile } from '../profile/profile'
import { DesignSection } from './design-section'
import { HistoryTimeline } from './history-timeline'
import { ProfileSection } from './profile-section'

export function AboutPage() {
  const { t, i18n } = useLingui()
  return (
    <article className="page page--about">
      <header className="page-header">
        <p className="eyebrow">{i18n._(profile.nameTitle)}</p>
        <h1>{t`白鳥ぺぺについて`}</h1>
      </header>
      <ProfileSection />
      <HistoryTimeline />
      <DesignSection />
    </article>
  )
}
