import { localize } from '#src/shared/content/localize.ts'
import { aboutHeading, pageDescriptions, singerName } from '#tests/support/content-under-test.ts'

/** Every page under each URL form, with the heading, language and description each must show. */
const pages = [
  {
    path: '',
    description: pageDescriptions.home,
    ja: singerName.ja,
    zh: singerName.zh,
    titleJa: 'ホーム',
    titleZh: '首頁',
  },
  {
    path: '/about',
    description: pageDescriptions.about,
    ja: aboutHeading.ja,
    zh: aboutHeading.zh,
    titleJa: 'プロフィール',
    titleZh: '個人資料',
  },
  {
    path: '/songlist',
    description: pageDescriptions.songlist,
    ja: '歌リスト',
    zh: '歌單',
    titleJa: '歌リスト',
    titleZh: '歌單',
  },
  {
    path: '/contribute',
    // Interface text: the page is about the site, not the singer.
    description: {
      ja: '歌枠のタイムスタンプのコメントから、歌リストに加えるセットリストを作って送るページです。',
      zh: '從歌回的時間軸留言，製作並提交要加入歌單的歌曲清單的頁面。',
    },
    ja: 'セトリを送る',
    zh: '提交歌單',
    titleJa: 'セトリを送る',
    titleZh: '提交歌單',
  },
  {
    path: '/mylist',
    // Interface text: the visitor's own lists, kept in the browser.
    description: {
      ja: 'お気に入りの曲、保存したプレイリスト、再生履歴を、このブラウザーの中だけにしまっておくページです。',
      zh: '將收藏的歌曲、已儲存的播放清單和播放紀錄，只保存在這個瀏覽器中的頁面。',
    },
    ja: 'マイリスト',
    zh: '我的清單',
    titleJa: 'マイリスト',
    titleZh: '我的清單',
  },
]

export const pageUrls = pages.flatMap((p) => {
  const [ja, zh] = [localize(p.description, 'ja'), localize(p.description, 'zh')]
  return [
    { url: p.path || '/', heading: p.ja, lang: 'ja', title: p.titleJa, description: ja },
    { url: `/ja${p.path}`, heading: p.ja, lang: 'ja', title: p.titleJa, description: ja },
    { url: `/zh${p.path}`, heading: p.zh, lang: 'zh-Hant', title: p.titleZh, description: zh },
  ]
})
