// The content folder's modules (`@content` is CONTENT_DIR, else `content/`), given their types
// here: the content files import nothing, so a fan group edits plain data. What only the About page
// shows is read in about-content.ts, so that it ships in that page's chunk, not in every page's.
import { channels as rawChannels } from '@content/channels'
import { notices as rawNotices } from '@content/notices'
import { profile as rawProfile } from '@content/profile'
import { site as rawSite } from '@content/site'
import type { Channel, Notices, Profile, Site } from './types'

export const site: Site = rawSite
export const profile: Profile = rawProfile
export const channels: readonly Channel[] = rawChannels
export const notices: Notices = rawNotices
