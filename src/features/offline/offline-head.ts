import { msg } from '@lingui/core/macro'

import { i18n } from '#src/i18n/catalog.ts'
import type { HeadMatch } from '#src/shared/seo/page-head.ts'

export const offlineTitle = msg`オフラインです`

/** Only a visitor without a connection sees it: no canonical, no share tags, kept out of search. */
export function offlineHead({ match }: { match: HeadMatch }) {
  return {
    meta: [
      { title: `${i18n._(offlineTitle)} | ${match.context.content.site.name}` },
      { name: 'robots', content: 'noindex' },
    ],
  }
}
