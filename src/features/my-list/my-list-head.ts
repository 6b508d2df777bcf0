import { msg } from '@lingui/core/macro'
import { pageHead } from '../../shared/seo/page-head'

export const myListHead = pageHead({
  title: msg`マイリスト`,
  description: msg`お気に入りの曲、保存したプレイリスト、再生履歴を、このブラウザーの中だけにしまっておくページです。`,
  path: '/mylist',
})
