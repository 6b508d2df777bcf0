import { msg } from '@lingui/core/macro'

import { pageHead } from '#src/shared/seo/page-head.ts'

export const myListHead = pageHead({
  title: msg`マイリスト`,
  description: msg`お気に入りの曲、保存したプレイリスト、再生履歴を、このブラウザーの中だけにしまっておくページです。`,
  path: '/mylist',
})
