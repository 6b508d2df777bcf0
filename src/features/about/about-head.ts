import { msg } from '@lingui/core/macro'

import { pageHead } from '#src/shared/seo/page-head.ts'

export const aboutHead = pageHead({
  title: msg`プロフィール`,
  description: 'about',
  path: '/about',
})
