import { msg } from '@lingui/core/macro'
import { pageHead } from '../seo/page-head'

export const homeHead = pageHead({
  title: msg`ホーム`,
  description: msg`歌うペンギン好きのシンガーソングライター、白鳥ぺぺの非公式ファンサイト。プロフィールと歌枠で歌われた曲のリストを紹介しています。`,
  path: '/',
})
