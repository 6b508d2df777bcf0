import { msg } from '@lingui/core/macro'
import { pageHead } from '../../shared/seo/page-head'

export const songListHead = pageHead({
  title: msg`歌リスト`,
  description: 'songlist',
  path: '/songlist',
})
