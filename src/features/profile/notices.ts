import { msg } from '@lingui/core/macro'
import type { Notices } from './types'

/** The notices every page carries in its footer (and Home in full). */
export const notices: Notices = {
  fanMade: msg`このサイトは、白鳥ぺぺさんを応援するファンが運営する非公式サイトです。`,
  notRealTime: msg`掲載している情報はリアルタイムでは更新されていません。最新情報はご本人のチャンネルでご確認ください。`,
  images: msg`サイト内の画像は、権利者の許可を得て使用しています。`,
  join: msg`サイトづくりに参加してくれるファンを募集しています。歌リストの追加や誤りの報告は、リポジトリの Issue からお気軽にどうぞ。`,
  joinLink: {
    url: 'https://github.com/example/pepe-fan-site/issues',
    label: msg`参加・情報提供の窓口`,
  },
}
