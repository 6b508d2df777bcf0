import { msg } from '@lingui/core/macro'
import { site } from '../../shared/content/content'
import { pageHead } from '../../shared/seo/page-head'

export const songListHead = pageHead({
  title: msg`歌リスト`,
  description: site.descriptions.songlist,
  path: '/songlist',
})
