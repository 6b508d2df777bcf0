import { useLingui } from '@lingui/react/macro'
import { useSiteContent } from '../../shared/content/use-content'
import { DesignSection } from './design-section'
import { HistoryTimeline } from './history-timeline'
import { JoinSection } from './join-section'
import { ProfileSection } from './profile-section'

export function AboutPage() {
  const { t } = useLingui()
  const { profile } = useSiteContent()
  const name = profile.name
  return (
    <article className="page page--about">
      <header className="page-header">
        <p className="eyebrow">{profile.nameTitle}</p>
        <h1>{t`${name}について`}</h1>
      </header>
      <ProfileSection />
      <HistoryTimeline />
      <DesignSection />
      <JoinSection />
    </article>
  )
}
