import { msg } from '@lingui/core/macro'
import { pageHead } from '../seo/page-head'

export const aboutHead = pageHead({
  title: msg`プロフィール`,
  description: msg`白鳥ぺぺのプロフィール、好きなもの、活動の歩みと衣装・ビジュアルのデザインを紹介します。`,
  path: '/about',
})
