import { msg } from '@lingui/core/macro'
import { pageHead } from '../../shared/seo/page-head'

export const contributeHead = pageHead({
  title: msg`セトリを送る`,
  description: msg`歌枠のタイムスタンプのコメントから、歌リストに加えるセットリストを作って送るページです。`,
  path: '/contribute',
})
