import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { contentDir } from '../../build/content-dir'
import type { Profile } from '../../src/shared/content/types'

// The singer of the content folder under test (CONTENT_DIR, else content/), so a fan group that
// replaces the content keeps a passing suite.
const { profile } = (await import(pathToFileURL(join(contentDir(), 'profile.ts')).href)) as {
  profile: Profile
}

export const singerName = { ja: profile.name.ja, zh: profile.name.zh ?? profile.name.ja }

/** The About page's heading: the catalogs' `{name}について` and `關於{name}`. */
export const aboutHeading = { ja: `${singerName.ja}について`, zh: `關於${singerName.zh}` }

export const fanTag = profile.fanTag
