import { msg } from '@lingui/core/macro'

import { pageHead } from '#src/shared/seo/page-head.ts'

export const homeHead = pageHead({
  title: msg`ホーム`,
  description: 'home',
  path: '/',
})
