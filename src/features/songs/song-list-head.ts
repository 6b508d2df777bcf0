import { msg } from '@lingui/core/macro'
import { pageHead } from '../seo/page-head'

export const songListHead = pageHead(msg`歌リスト`)
