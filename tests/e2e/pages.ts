import { aboutHeading, singerName } from '../support/content-under-test'

/** The nine URLs with the heading and language each must show. */
const pages = [
  {
    path: '',
    ja: singerName.ja,
    zh: singerName.zh,
    titleJa: 'ホーム',
    titleZh: '首頁',
  },
  {
    path: '/about',
    ja: aboutHeading.ja,
    zh: aboutHeading.zh,
    titleJa: 'プロフィール',
    titleZh: '個人資料',
  },
  { path: '/songlist', ja: '歌リスト', zh: '歌單', titleJa: '歌リスト', titleZh: '歌單' },
]

export const nineUrls = pages.flatMap((p) => [
  { url: p.path || '/', heading: p.ja, lang: 'ja', title: p.titleJa },
  { url: `/ja${p.path}`, heading: p.ja, lang: 'ja', title: p.titleJa },
  { url: `/zh${p.path}`, heading: p.zh, lang: 'zh-Hant', title: p.titleZh },
])
