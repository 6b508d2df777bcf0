import { useLingui } from '@lingui/react/macro'

import { useSiteContent } from '#src/shared/content/use-content.ts'

import { DesignSection } from './design-section.tsx'
import { HistoryTimeline } from './history-timeline.tsx'
import { JoinSection } from './join-section.tsx'
import { ProfileSection } from './profile-section.tsx'

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
