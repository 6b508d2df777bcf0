import { msg } from '@lingui/core/macro'
import { pageHead } from '../seo/page-head'

export const songListHead = pageHead({
  title: msg`歌リスト`,
  description: msg`白鳥ぺぺの歌枠で歌われた曲の一覧。曲名やアーティストで探して、配信のその場面から聴けます。`,
  path: '/songlist',
})
