import { msg } from '@lingui/core/macro'
import { pageHead } from '../seo/page-head'

export const homeHead = pageHead(msg`ホーム`)
