/** The notices every page carries in its footer, and the link for fans who want to help. */
export const notices = {
  fanMade: {
    ja: 'このサイトは、白鳥ぺぺさんを応援するファンが運営する非公式サイトです。',
    zh: '本站是由支持白鳥佩佩的粉絲經營的非官方網站。',
  },
  notRealTime: {
    ja: '掲載している情報はリアルタイムでは更新されていません。最新情報はご本人のチャンネルでご確認ください。',
    zh: '本站資訊並非即時更新，最新消息請到本人的頻道確認。',
  },
  images: {
    ja: 'サイト内の画像は、権利者の許可を得て使用しています。',
    zh: '本站圖片皆已取得權利人的同意後使用。',
  },
  join: {
    ja: 'サイトづくりに参加してくれるファンを募集しています。歌リストの追加や誤りの報告は、リポジトリの Issue からお気軽にどうぞ。',
    zh: '歡迎粉絲一起參與網站製作。新增歌單或回報錯誤，請隨時到儲存庫的 Issue 提出。',
  },
  joinLink: {
    url: 'https://github.com/example/pepe-fan-site/issues',
    label: { ja: '参加・情報提供の窓口', zh: '參與與提供資訊的管道' },
  },
}
