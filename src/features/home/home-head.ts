import { msg } from '@lingui/core/macro'
import { pageHead } from '../../shared/seo/page-head'

export const homeHead = pageHead({
  title: msg`ホーム`,
  description: 'home',
  path: '/',
})
