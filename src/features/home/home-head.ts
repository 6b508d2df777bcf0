import { msg } from '@lingui/core/macro'

import { pageHead } from '#src/shared/seo/page-head.ts'
import { HOME_CARD_PATH } from '#src/shared/seo/share-card.ts'

export const homeHead = pageHead({
  title: msg`ホーム`,
  description: 'home',
  path: '/',
  card: HOME_CARD_PATH,
})
