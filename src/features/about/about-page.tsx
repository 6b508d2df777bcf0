import { useLingui } from '@lingui/react/macro'
import { profile } from '../../shared/content/content'
import { useLocalized } from '../../shared/content/use-localized'
import { DesignSection } from './design-section'
import { HistoryTimeline } from './history-timeline'
import { JoinSection } from './join-section'
import { ProfileSection } from './profile-section'

export function AboutPage() {
  const { t } = useLingui()
  const text = useLocalized()
  const name = text(profile.name)
  return (
    <article className="page page--about">
      <header className="page-header">
        <p className="eyebrow">{text(profile.nameTitle)}</p>
        <h1>{t`${name}について`}</h1>
      </header>
      <ProfileSection />
      <HistoryTimeline />
      <DesignSection />
      <JoinSection />
    </article>
  )
}
