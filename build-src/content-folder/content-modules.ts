import type {
  ArchiveSettings,
  Artwork,
  Channel,
  Notices,
  Person,
  Profile,
  Site,
  TimelineEntry,
  WebAppSettings,
} from '#src/shared/content/types.ts'

/** The content folder's modules, as `src/shared/content/` reads them. */
export interface ContentModules {
  site: { site: Site; archive?: ArchiveSettings; app?: WebAppSettings }
  profile: { profile: Profile }
  channels: { channels: readonly Channel[] }
  notices: { notices: Notices }
  timeline: { milestones: readonly TimelineEntry[] }
  'design-credits': { people: readonly Person[]; artworks: readonly Artwork[] }
}

export const contentModuleNames = [
  'site',
  'profile',
  'channels',
  'notices',
  'timeline',
  'design-credits',
] as const satisfies readonly (keyof ContentModules)[]
