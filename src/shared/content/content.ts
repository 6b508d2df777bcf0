// The content folder's modules (`@content` is CONTENT_DIR, else `content/`), given their types
// here: the content files import nothing, so a fan group edits plain data.
import { channels as rawChannels } from '@content/channels'
import { artworks as rawArtworks, people as rawPeople } from '@content/design-credits'
import { notices as rawNotices } from '@content/notices'
import { profile as rawProfile } from '@content/profile'
import { site as rawSite } from '@content/site'
import { milestones as rawMilestones } from '@content/timeline'
import type { Artwork, Channel, Notices, Person, Profile, Site, TimelineEntry } from './types'

export const site: Site = rawSite
export const profile: Profile = rawProfile
export const channels: readonly Channel[] = rawChannels
export const notices: Notices = rawNotices
export const milestones: readonly TimelineEntry[] = rawMilestones
export const people: readonly Person[] = rawPeople
export const artworks: readonly Artwork[] = rawArtworks
