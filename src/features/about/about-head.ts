import { msg } from '@lingui/core/macro'
import { pageHead } from '../../shared/seo/page-head'

export const aboutHead = pageHead({
  title: msg`プロフィール`,
  description: 'about',
  path: '/about',
})
