import { msg } from '@lingui/core/macro'
import { site } from '../../shared/content/content'
import { pageHead } from '../../shared/seo/page-head'

export const aboutHead = pageHead({
  title: msg`プロフィール`,
  description: site.descriptions.about,
  path: '/about',
})
