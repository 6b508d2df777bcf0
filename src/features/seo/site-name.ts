import { msg } from '@lingui/core/macro'

export const siteName = msg`白鳥ぺぺ ファンサイト`
