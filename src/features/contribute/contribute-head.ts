import { msg } from '@lingui/core/macro'

import { pageHead } from '#src/shared/seo/page-head.ts'

export const contributeHead = pageHead({
  title: msg`セトリを送る`,
  description: msg`歌枠のタイムスタンプのコメントから、歌リストに加えるセットリストを作って送るページです。`,
  path: '/contribute',
})
