import { msg } from '@lingui/core/macro'
import { site } from '../../shared/content/content'
import { pageHead } from '../../shared/seo/page-head'

export const homeHead = pageHead({
  title: msg`ホーム`,
  description: site.descriptions.home,
  path: '/',
})
