import { msg } from '@lingui/core/macro'

import { pageHead } from '#src/shared/seo/page-head.ts'

export const songListHead = pageHead({
  title: msg`歌リスト`,
  description: 'songlist',
  path: '/songlist',
})
